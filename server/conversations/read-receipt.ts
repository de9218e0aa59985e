/**
 * The visitor's read receipt (issue 33, decision 144): the thread page, once
 * it has displayed the conversation to the visitor (the tab visible), says
 * "I have shown the messages up to this one". The answers up to it count as
 * read and are never e-mailed (visitor-mails.ts). An open live stream is not
 * reading: only this receipt, authorized as the visitor — the thread's link,
 * or the visitor session that asked — keeps an answer out of the mail.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { queryRows } from '../db/client'
import { answers } from '../db/schema'
import type { Auth } from '../core/actor'
import type { Deps } from '../core/deps'
import { forbidden } from '../core/errors'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import type { QuestionRow } from '../db/rows'
import { visitorThread } from './thread-access'

interface ReadReceipt {
  readonly threadId: string
  /** The thread's link token; empty for the visitor session that asked. */
  readonly token: string
  /** The newest message the page displayed (the question's, an answer's or a follow-up's id). */
  readonly upTo: string
}

/**
 * When the message `id` of the conversation was written, as SQL: compared in
 * the database, at its own precision (microseconds; a JS Date keeps only
 * milliseconds and would leave the very answer displayed unread).
 */
const writtenAt = (q: QuestionRow, id: string): SQL =>
  sql`(select m.at from (
        select created_at as at from questions where id = ${q.id} and ${q.id}::text = ${id}
        union all select created_at from answers where id::text = ${id} and question_id = ${q.id}
        union all select created_at from follow_ups where id::text = ${id} and question_id = ${q.id}
      ) m limit 1)`

/** Marks the conversation's answers up to `upTo` read by the visitor; returns how many were not yet. */
export async function markThreadRead(deps: Pick<Deps, 'db' | 'org' | 'locale'>, auth: Auth, receipt: ReadReceipt): Promise<{ marked: number }> {
  const q = await visitorThread(deps, auth, receipt.threadId, receipt.token)
  // The ambassador (or staff) holding the link reads the thread too, but only the visitor's own reading spares the visitor a mail.
  if (auth.kind === 'ambassador' || auth.kind === 'staff') throw forbidden("Only the visitor's own reading counts.")
  const upTo = isUuid(receipt.upTo) ? writtenAt(q, receipt.upTo) : null
  const [known] = upTo === null ? [] : await queryRows<{ at: string | null }>(deps.db, sql`select ${upTo}::text as at`)
  if (upTo === null || known?.at === null || known?.at === undefined) throw new FieldErrorsFailure([domainError('upTo', 'NOT_FOUND', deps.locale)])
  const marked = await deps.db
    .update(answers)
    .set({ visitorReadAt: sql`now()` })
    .where(and(eq(answers.questionId, q.id), isNull(answers.visitorReadAt), sql`${answers.createdAt} <= ${upTo}`))
    .returning({ id: answers.id })
  return { marked: marked.length }
}
