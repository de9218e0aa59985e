/**
 * Who is following live right now, for "e-mails still go out for people who
 * are not connected" (issue 19). Per instance (decision 091): a person whose
 * stream is held by another instance counts as not connected here, so the
 * mistake it can make is one e-mail too many, never a message nobody sees.
 * Cross-instance presence would need a shared, constantly rewritten record
 * (a table or presence pings on the bus) for a saving of some e-mails.
 */
import { inboxKey, threadKey } from './events'
import type { LiveHub } from './hub'

export type PresenceTarget = { readonly threadId: string } | { readonly ambassadorId: string }

export function isConnected(hub: LiveHub, target: PresenceTarget): boolean {
  return hub.isFollowed('threadId' in target ? threadKey(target.threadId) : inboxKey(target.ambassadorId))
}
