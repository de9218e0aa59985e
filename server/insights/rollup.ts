/**
 * The daily rollup (decision 101): per organization, local day and metric,
 * the figures the dashboard would otherwise count in questions, meetings and
 * joins. Triggers keep it current in every writing transaction (migration
 * "insights"); this recounts it from the tables — after a change of the
 * organization's time zone, or to check the triggers: it deletes the days it
 * covers and counts them again in one transaction, so running it twice
 * writes the same rows.
 *
 * Page views, widget opens and matches are not here: `trackEvents` already
 * counts them per local day in `event_counts`.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'

/** Local days `from`..`to` (inclusive), or every day (`null`). */
export interface RollupDays {
  readonly from: string
  readonly to: string
}

/** The instants the local days begin and end, as SQL (unbounded when `days` is null). */
function bounds(days: RollupDays | null, timeZone: string) {
  if (days === null) return { start: sql`'-infinity'::timestamptz`, end: sql`'infinity'::timestamptz` }
  return {
    start: sql`(${days.from}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${days.to}::date + 1)::timestamp at time zone ${timeZone})`,
  }
}

/** Re-counts the rollup of one organization for `days` (all when null); returns the rows written. */
export async function refreshRollup(tx: Tx | Db, org: { id: string; timeZone: string }, days: RollupDays | null): Promise<number> {
  const { start, end } = bounds(days, org.timeZone)
  const tz = org.timeZone
  const local = (column: string) => sql`(${sql.raw(column)} at time zone ${tz})::date`
  await tx.execute(
    days === null
      ? sql`delete from insights_daily where org_id = ${org.id}`
      : sql`delete from insights_daily where org_id = ${org.id} and day between ${days.from}::date and ${days.to}::date`,
  )
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with inserted as (
      insert into insights_daily (org_id, day, metric, count)
      select ${org.id}::uuid, day, metric, count(*)::int from (
        select ${local('created_at')} as day, 'questions_asked' as metric from questions
          where org_id = ${org.id} and created_at >= ${start} and created_at < ${end}
        union all
        select ${local('answered_at')}, 'questions_answered' from questions
          where org_id = ${org.id} and answered_at >= ${start} and answered_at < ${end}
        union all
        select ${local('created_at')}, 'meetings_booked' from meetings
          where org_id = ${org.id} and created_at >= ${start} and created_at < ${end}
        union all
        select ${local('updated_at')}, 'meetings_cancelled' from meetings
          where org_id = ${org.id} and status = 'cancelled' and updated_at >= ${start} and updated_at < ${end}
        union all
        select ${local('j.created_at')}, 'community_joins' from community_joins j join communities c on c.id = j.community_id
          where c.org_id = ${org.id} and j.created_at >= ${start} and j.created_at < ${end}
      ) e group by day, metric
      returning 1
    ) select count(*)::int as n from inserted`,
  )
  return Number(rows[0]?.n ?? 0)
}

/** Rebuilds one organization's whole rollup from the tables, in one transaction (the bench times it). */
export async function rebuildRollup(db: Db, org: { id: string; timeZone: string }): Promise<number> {
  return db.transaction((tx) => refreshRollup(tx, org, null))
}
