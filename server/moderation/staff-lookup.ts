/** Rows staff act on, found within the organization of the request (another organization's ids are NOT_FOUND). */
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../src/contract/locale'
import type { Db, Tx } from '../db/client'
import { answers, followUps, questions } from '../db/schema'
import type { QuestionRow } from '../db/rows'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'

export const notFound = (field: string, locale: Locale) => new FieldErrorsFailure([domainError(field, 'NOT_FOUND', locale)])

export async function questionOfOrg(db: Db | Tx, orgId: string, questionId: string, locale: Locale, field = 'questionId'): Promise<QuestionRow> {
  const [q] = isUuid(questionId)
    ? await db
        .select()
        .from(questions)
        .where(and(eq(questions.id, questionId), eq(questions.orgId, orgId)))
    : []
  if (q === undefined) throw notFound(field, locale)
  return q
}

/** What a message id names: the question's own text, an answer or a follow-up (issue 19). */
export type MessageKind = 'question' | 'answer' | 'follow_up'

/** A message id is a question's (its body), an answer's or a follow-up's: the question it belongs to, and which it is. */
export async function messageOfOrg(db: Db | Tx, orgId: string, messageId: string, locale: Locale): Promise<{ question: QuestionRow; kind: MessageKind }> {
  if (!isUuid(messageId)) throw notFound('messageId', locale)
  const [asked] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, messageId), eq(questions.orgId, orgId)))
  if (asked !== undefined) return { question: asked, kind: 'question' }
  const [answered] = await db
    .select({ question: questions })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.id, messageId), eq(questions.orgId, orgId)))
  if (answered !== undefined) return { question: answered.question, kind: 'answer' }
  const [followed] = await db
    .select({ question: questions })
    .from(followUps)
    .innerJoin(questions, eq(questions.id, followUps.questionId))
    .where(and(eq(followUps.id, messageId), eq(questions.orgId, orgId)))
  if (followed === undefined) throw notFound('messageId', locale)
  return { question: followed.question, kind: 'follow_up' }
}
