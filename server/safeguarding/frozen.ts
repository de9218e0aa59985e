/**
 * Questions the nudges leave alone because staff already have them in hand:
 * a conversation frozen by a safeguarding report (decision 081) must not
 * nag its ambassador, and is listed in the digest as a report, not as a
 * question waiting. The partial index moderation_items_open_reports_idx
 * serves this lookup.
 */
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'

/** SQL true when the question whose id is `questionId` (a column or value) is frozen by an open report. */
export const questionIsFrozen = (questionId: SQL): SQL =>
  sql`exists (select 1 from moderation_items m where m.question_id = ${questionId} and m.kind = 'report' and m.status = 'open')`
