/**
 * Response-time signals shown on public cards: answered count, median minutes
 * to the first answer, last activity. Denormalised onto ambassadors so the
 * directory reads one row per card; refreshed whenever an answer is written.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'

export async function refreshAnswerStats(db: Db | Tx, ambassadorId: string | null): Promise<void> {
  const only = ambassadorId === null ? sql`true` : sql`q.ambassador_id = ${ambassadorId}`
  await db.execute(sql`
    update ambassadors a set
      answered_count = s.answered,
      median_answer_minutes = s.median_minutes,
      last_active_at = greatest(a.last_active_at, s.last_answer)
    from (
      select q.ambassador_id,
             count(*)::int as answered,
             round(percentile_cont(0.5) within group (order by extract(epoch from q.answered_at - q.created_at) / 60))::int as median_minutes,
             max(q.answered_at) as last_answer
      from questions q
      where q.answered_at is not null and ${only}
      group by q.ambassador_id
    ) s
    where a.id = s.ambassador_id`)
}
