/**
 * "Ambassadors usually answer within N hours" (issue 33): the confirmation
 * e-mail's promise is the organization's real median time to a first answer
 * (as the directory's key figures and the insights compute it), over the
 * questions answered lately so it follows how the team answers now, rounded
 * up to whole hours. Too few answers to say: the stated default, the time
 * after which a question counts as overdue (decision 144).
 */
import { sql } from 'drizzle-orm'
import { QUESTION_OVERDUE_HOURS, TYPICAL_ANSWER_TIME_DAYS, TYPICAL_ANSWER_TIME_MIN_ANSWERED } from '../../src/contract/limits'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'

/** Whole hours from a median in minutes: never "0 hours", and 61 minutes is 2 hours, not 1. */
const hoursFromMinutes = (minutes: number): number => Math.max(1, Math.ceil(minutes / 60))

export async function typicalAnswerHours(db: Db | Tx, orgId: string, now: Date): Promise<number> {
  // Read on questions_org_answered_idx (org, answered_at): only the recent window is scanned.
  const [row] = await queryRows<{ answered: number; median: number | null }>(
    db,
    sql`select count(*)::int as answered,
          percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at) / 60) as median
        from questions
        where org_id = ${orgId} and answered_at is not null
          and answered_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${TYPICAL_ANSWER_TIME_DAYS})`,
  )
  const answered = Number(row?.answered ?? 0)
  if (answered < TYPICAL_ANSWER_TIME_MIN_ANSWERED || row?.median === null || row?.median === undefined) return QUESTION_OVERDUE_HOURS
  return hoursFromMinutes(Number(row.median))
}
