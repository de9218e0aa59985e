/**
 * Whether a person is connected right now — a live subscription open on
 * their thread or their inbox (issue 19, item 5): a connected ambassador sees
 * a follow-up appear and is not e-mailed about it. A visitor's open stream is
 * not reading (issue 33): only the thread page's read receipt spares them a
 * mail (decision 144). Answered from the subscriptions this process holds
 * (server/live/presence.ts, decision 091).
 */
import { isFollowed } from './presence'

export type Party = { readonly kind: 'ambassador'; readonly ambassadorId: string } | { readonly kind: 'visitor'; readonly threadId: string }

export function isConnected(party: Party): Promise<boolean> {
  return Promise.resolve(isFollowed(party.kind === 'visitor' ? { threadId: party.threadId } : { ambassadorId: party.ambassadorId }))
}
