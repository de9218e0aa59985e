/** Periodic clean-up of rows that only matter for a while (idempotency keys, expired sessions, codes and links, old counters). */
import { sql } from 'drizzle-orm'
import type { Db } from './db/client'
import { purgeIdempotencyKeys } from './security/idempotency'

export async function purgeExpired(db: Db): Promise<void> {
  await purgeIdempotencyKeys(db)
  await db.execute(sql`delete from visitor_sessions where expires_at < now()`)
  await db.execute(sql`delete from ambassador_sessions where expires_at < now()`)
  await db.execute(sql`delete from sign_in_codes where expires_at < now() - interval '1 day'`)
  await db.execute(sql`delete from sign_in_guards where cardinality(failed_at) = 0 or failed_at[cardinality(failed_at)] < now() - interval '1 hour'`)
  await db.execute(sql`delete from community_join_requests where expires_at < now() - interval '1 day'`)
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`)
  // Expired links are kept a year to say "expired" rather than "unknown", then forgotten.
  await db.execute(sql`delete from access_tokens where expires_at < now() - interval '1 year'`)
}

export function startMaintenance(db: Db, intervalMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    purgeExpired(db).catch((error: unknown) => console.error('[maintenance]', error instanceof Error ? error.message : error))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
