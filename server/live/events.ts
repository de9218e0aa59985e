/**
 * What travels on the live bus (decision 091): which conversation, inbox or
 * staff view changed and how — ids and a kind, never a message's text or a
 * person's name or e-mail. Clients refetch what they show, through the
 * queries that authorize them. An event is published with `pg_notify` inside
 * the writing transaction, so PostgreSQL (and PGlite alike) delivers it only
 * once that transaction has committed, and never when it rolled back.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'

export const THREAD_CHANGES = ['ANSWERED', 'FOLLOW_UP', 'STATUS_CHANGED', 'RESYNC'] as const
export const INBOX_CHANGES = ['NEW_QUESTION', 'FOLLOW_UP', 'STATUS_CHANGED', 'REASSIGNED_IN', 'REASSIGNED_AWAY', 'MEETING_REQUESTED', 'MEETING_CANCELLED', 'RESYNC'] as const
export const MODERATION_CHANGES = ['NEW_ITEM', 'ITEM_RESOLVED', 'CONVERSATION_CHANGED', 'RESYNC'] as const
export const PUBLICATION_CHANGES = ['STARTED', 'PROGRESS', 'FINISHED', 'RESYNC'] as const
/** Why someone's rights may have changed (decision 092): their streams check them again. Never sent to a client. */
export const ACCESS_CHANGES = ['SIGNED_OUT', 'STAFF_ROLE', 'STAFF_REMOVED', 'AMBASSADOR_STATUS', 'AMBASSADOR_ERASED'] as const

export type ThreadChange = (typeof THREAD_CHANGES)[number]
export type InboxChange = (typeof INBOX_CHANGES)[number]
export type ModerationChange = (typeof MODERATION_CHANGES)[number]
export type PublicationChange = (typeof PUBLICATION_CHANGES)[number]
export type AccessChange = (typeof ACCESS_CHANGES)[number]

/** RESYNC is never published: a listener that lost its connection tells its own subscribers to refetch. */
export type LiveEvent =
  | { readonly topic: 'thread'; readonly orgId: string; readonly threadId: string; readonly kind: Exclude<ThreadChange, 'RESYNC'> }
  | {
      readonly topic: 'inbox'
      readonly orgId: string
      readonly ambassadorId: string
      readonly kind: Exclude<InboxChange, 'RESYNC'>
      readonly questionId?: string
      readonly meetingId?: string
    }
  | { readonly topic: 'moderation'; readonly orgId: string; readonly kind: Exclude<ModerationChange, 'RESYNC'>; readonly questionId?: string; readonly itemId?: string }
  | { readonly topic: 'publication'; readonly orgId: string; readonly kind: Exclude<PublicationChange, 'RESYNC'> }
  /** `holder`: the session, staff member or ambassador whose rights changed (`session:<id>`, `staff:<id>`, `ambassador:<id>`). */
  | { readonly topic: 'access'; readonly orgId: string; readonly kind: AccessChange; readonly holder: string }

/** An event as delivered: with the moment it was published (the client shows nothing of it; benches measure with it). */
export type DeliveredEvent = LiveEvent & { readonly at: string }

/**
 * What a subscriber receives: an event, RESYNC after a gap in which events
 * may have been lost, or — its last message — the refusal its stream would
 * now get (decision 092): the subscription's resolver throws it.
 */
export type LiveMessage = DeliveredEvent | { readonly topic: 'resync'; readonly at: string } | { readonly topic: 'refused'; readonly at: string; readonly refusal: Error }

/** The NOTIFY channel. One per database: every organization's events, told apart by `orgId`. */
export const LIVE_CHANNEL = 'portal_live'

/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on; ours are ids, far below. */
export const MAX_PAYLOAD_BYTES = 7900

/** Who listens for an event: one conversation, one ambassador's inbox, one organization's staff views. */
export function liveKey(event: LiveEvent): string {
  switch (event.topic) {
    case 'thread':
      return threadKey(event.threadId)
    case 'inbox':
      return inboxKey(event.ambassadorId)
    case 'moderation':
      return moderationKey(event.orgId)
    case 'publication':
      return publicationKey(event.orgId)
    case 'access':
      return accessKey(event.holder)
  }
}

export const threadKey = (threadId: string): string => `thread:${threadId}`
export const inboxKey = (ambassadorId: string): string => `inbox:${ambassadorId}`
export const moderationKey = (orgId: string): string => `moderation:${orgId}`
export const publicationKey = (orgId: string): string => `publication:${orgId}`
/** Streams held by a session, a staff member or an ambassador (`holder` as in the access event) listen here. */
export const accessKey = (holder: string): string => `access:${holder}`

/** "Check your rights again" to the streams of a session, staff member or ambassador (decision 092). */
export const accessChanged = (
  orgId: string,
  kind: AccessChange,
  holder: { readonly sessionId: string } | { readonly staffId: string } | { readonly ambassadorId: string },
): LiveEvent => ({
  topic: 'access',
  orgId,
  kind,
  holder: 'sessionId' in holder ? `session:${holder.sessionId}` : 'staffId' in holder ? `staff:${holder.staffId}` : `ambassador:${holder.ambassadorId}`,
})

export function encodeEvent(event: LiveEvent, at: Date = new Date()): string {
  const payload = JSON.stringify({ ...event, at: at.toISOString() })
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live event too large (${event.topic}): send ids, not bodies`)
  return payload
}

const TOPICS = new Set(['thread', 'inbox', 'moderation', 'publication', 'access'])

/** A payload from the channel, or null when it is not one of ours (anyone with database access may NOTIFY). */
export function decodeEvent(payload: string): DeliveredEvent | null {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return null
  }
  if (value === null || typeof value !== 'object') return null
  const event = value as Record<string, unknown>
  if (typeof event.topic !== 'string' || !TOPICS.has(event.topic) || typeof event.orgId !== 'string' || typeof event.kind !== 'string' || typeof event.at !== 'string') return null
  if (event.topic === 'thread' && typeof event.threadId !== 'string') return null
  if (event.topic === 'inbox' && typeof event.ambassadorId !== 'string') return null
  if (event.topic === 'access' && typeof event.holder !== 'string') return null
  return value as DeliveredEvent
}

/**
 * Publishes events with the caller's transaction: delivered to every API
 * instance once it commits. Outside a transaction (`db`), the statement is
 * its own transaction: call it after the write it reports.
 */
export async function publishLive(db: Db | Tx, ...events: readonly LiveEvent[]): Promise<void> {
  for (const event of events) await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${encodeEvent(event)})`)
}

/** A string field of a live message, or null (events carry ids only). */
export const liveField = <K extends string>(message: LiveMessage, key: K): string | null => {
  const value = (message as Partial<Record<K, unknown>>)[key]
  return typeof value === 'string' ? value : null
}
