/**
 * Questions the nudges leave alone because staff already have them in hand:
 * a conversation frozen by a safeguarding report (issue 18, item 3) must not
 * nag its ambassador, and is listed in the digest as a report, not as a
 * question waiting.
 *
 * TO WIRE AT MERGE (the reports are `moderation_items` on the `moderation`
 * branch, server/db/schema/safeguarding.ts): return
 * sql`exists (select 1 from moderation_items m where m.question_id = ${questionId} and m.kind = 'report' and m.status = 'open')`
 * (its partial index moderation_items_open_reports_idx serves it), or that
 * branch's own "is frozen" SQL helper if it has one. Until then no question is frozen.
 */
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'

/** SQL true when the question whose id is `_questionId` (a column or value) is frozen by an open report. */
export const questionIsFrozen = (_questionId: SQL): SQL => sql`false`
