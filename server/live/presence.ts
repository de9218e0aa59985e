/**
 * Who is following live right now, for "e-mails still go out for people who
 * are not connected" (issue 19; server/conversations/presence.ts asks here).
 * Per process (decision 091): every hub started in this process counts, a
 * person whose stream another instance holds counts as not connected, so the
 * mistake it can make is one e-mail too many, never a message nobody sees.
 * Cross-instance presence would need a shared, constantly rewritten record
 * (a table or presence pings on the bus) to save some e-mails.
 */
import { inboxKey, threadKey } from './events'
import type { LiveHub } from './hub'

export type PresenceTarget = { readonly threadId: string } | { readonly ambassadorId: string }

const hubs = new Set<LiveHub>()

/** A server's hub counts for presence while it runs; call the returned function on close. */
export function trackPresence(hub: LiveHub): () => void {
  hubs.add(hub)
  return () => {
    hubs.delete(hub)
  }
}

export function isFollowed(target: PresenceTarget, among: Iterable<LiveHub> = hubs): boolean {
  const key = 'threadId' in target ? threadKey(target.threadId) : inboxKey(target.ambassadorId)
  for (const hub of among) if (hub.isFollowed(key)) return true
  return false
}
