/**
 * Questions the nudges leave alone because staff already have them in hand:
 * a conversation frozen by a safeguarding report (issue 18, item 3) must not
 * nag its ambassador, and is listed in the digest as a report, not as a
 * question waiting.
 *
 * TO WIRE AT MERGE (the reports table is built on the `moderation` branch):
 * return `exists (select 1 from <reports> r where r.question_id = ${questionId} and r.status = 'open')`
 * (or whatever "frozen" is there). Until then no question is frozen.
 */
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'

/** SQL true when the question whose id is `_questionId` (a column or value) is frozen by an open report. */
export const questionIsFrozen = (_questionId: SQL): SQL => sql`false`
