/**
 * Whether a person is connected right now — a live subscription open on
 * their thread or their inbox (issue 19, item 5): a connected person sees a
 * new message appear and is not e-mailed about it. Answered from the
 * subscriptions this process holds (server/live/presence.ts, decision 091).
 */
import { isFollowed } from './presence'

export type Party = { readonly kind: 'ambassador'; readonly ambassadorId: string } | { readonly kind: 'visitor'; readonly threadId: string }

export function isConnected(party: Party): Promise<boolean> {
  return Promise.resolve(isFollowed(party.kind === 'visitor' ? { threadId: party.threadId } : { ambassadorId: party.ambassadorId }))
}
