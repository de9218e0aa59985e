/**
 * "Alice confirms within about N hours" (issue 33, decision 146): N is the
 * median time from request to confirmation of the ambassador's latest
 * confirmations, else the organization's, else CONFIRMATION_FALLBACK_HOURS —
 * each only when it rests on at least CONFIRMATION_SAMPLE_MIN confirmations.
 * Rounded up to whole hours, never under one: a promise we can keep.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'
import { CONFIRMATION_FALLBACK_HOURS, CONFIRMATION_SAMPLE_MIN } from '../../src/contract/meeting-times'

/** Confirmations looked at, latest first, and how far back. */
const SAMPLE_SIZE = 20
const SAMPLE_DAYS = 180

export async function typicalConfirmationHours(db: Db | Tx, orgId: string, ambassadorId: string): Promise<number> {
  const rows = await queryRows<{ scope: string; n: number; median: number | null }>(
    db,
    sql`with recent as (
          select ambassador_id, extract(epoch from (confirmed_at - requested_at)) / 3600 as hours,
                 row_number() over (partition by ambassador_id = ${ambassadorId}::uuid order by confirmed_at desc) as rank
          from meetings
          where org_id = ${orgId} and confirmed_at is not null and confirmed_at >= requested_at
            and confirmed_at > now() - make_interval(days => ${SAMPLE_DAYS})
        )
        select 'ambassador' as scope, count(*)::int as n, percentile_cont(0.5) within group (order by hours) as median
          from recent where ambassador_id = ${ambassadorId}::uuid and rank <= ${SAMPLE_SIZE}
        union all
        select 'organization', count(*)::int, percentile_cont(0.5) within group (order by hours) from recent`,
  )
  const usable = (scope: string) => rows.find((r) => r.scope === scope && Number(r.n) >= CONFIRMATION_SAMPLE_MIN && r.median !== null)
  const median = usable('ambassador')?.median ?? usable('organization')?.median
  return median === undefined || median === null ? CONFIRMATION_FALLBACK_HOURS : Math.max(1, Math.ceil(Number(median)))
}
