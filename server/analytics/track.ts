/**
 * trackEvents: batched analytics, counted per organization, local day (the
 * organization's time zone, decision 100) and event name (no per-visitor rows: nothing to leak, nothing to purge). Unknown names
 * are rejected one by one; the known ones in the batch still count.
 */
import { sql } from 'drizzle-orm'
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS } from '../../src/contract/analytics-events'
import { eventCounts } from '../db/schema'
import type { Caller, Deps } from '../core/deps'
import { isoDate, toLocal } from '../core/time-zones'
import { domainError } from '../core/field-errors'
import type { FieldError } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import type { TrackEventInput } from '../schema-types.generated'

const KNOWN: ReadonlySet<string> = new Set(ANALYTICS_EVENTS)
/** Events stamped further than this from now (clock skew, replays) count for today. */
const MAX_SKEW_MS = 48 * 3_600_000

/** `caller`: whom the rate limit and the idempotency key count. */
export async function trackEvents(
  deps: Pick<Deps, 'db' | 'org' | 'env' | 'clock' | 'locale'>,
  caller: Caller,
  events: readonly TrackEventInput[],
  idempotencyKey: string,
): Promise<{ accepted: number; fieldErrors: FieldError[] }> {
  if (events.length > ANALYTICS_BATCH_MAX) {
    return {
      accepted: 0,
      fieldErrors: [{ field: 'events', code: 'MAX', messageKey: 'validation.max', message: `At most ${ANALYTICS_BATCH_MAX} events per batch.`, limit: ANALYTICS_BATCH_MAX }],
    }
  }
  await enforce(deps.db, deps.env.rateLimitScale, [[LIMITS.eventsPerIp, caller.ip]])
  const fieldErrors: FieldError[] = []
  const counts = new Map<string, { day: string; name: string; count: number }>()
  const now = deps.clock().getTime()
  events.forEach((event, i) => {
    if (!KNOWN.has(event.name)) {
      fieldErrors.push(domainError(`events.${i}.name`, 'UNKNOWN_EVENT', deps.locale))
      return
    }
    const at = event.at && Math.abs(event.at.getTime() - now) <= MAX_SKEW_MS ? event.at.getTime() : now
    const day = isoDate(toLocal(at, deps.org.row.timeZone))
    const key = `${day}|${event.name}`
    const entry = counts.get(key) ?? { day, name: event.name, count: 0 }
    entry.count++
    counts.set(key, entry)
  })
  const accepted = [...counts.values()].reduce((sum, c) => sum + c.count, 0)
  if (accepted === 0) return { accepted, fieldErrors }
  const request = [...counts.values()].sort((a, b) => (a.day + a.name < b.day + b.name ? -1 : 1))
  await runIdempotent(
    deps.db,
    { orgId: deps.org.id, scope: 'trackEvents', key: idempotencyKey, subject: caller.subject, request, locale: deps.locale },
    async (tx) => {
      await tx
        .insert(eventCounts)
        .values(request.map((c) => ({ orgId: deps.org.id, day: c.day, name: c.name, count: c.count })))
        .onConflictDoUpdate({ target: [eventCounts.orgId, eventCounts.day, eventCounts.name], set: { count: sql`${eventCounts.count} + excluded.count` } })
      return { resultId: String(accepted), value: null }
    },
    () => Promise.resolve(null),
  )
  return { accepted, fieldErrors }
}
