/**
 * What staff did to a conversation, as its participants see it: frozen while
 * a report is open ("under review": no new message from either side), and
 * messages hidden by staff (their text never leaves the server again).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { hiddenMessages, moderationItems, questions } from '../db/schema'
import { BatchLoader, perRequest } from '../core/batch-loader'
import type { Deps } from '../core/deps'
import type { Locale } from '../../src/contract/locale'
import { domainError, FieldErrorsFailure } from '../core/field-errors'

const openReport = (questionIds: readonly string[]) =>
  and(inArray(moderationItems.questionId, [...questionIds]), eq(moderationItems.kind, 'report'), eq(moderationItems.status, 'open'))

export async function isUnderReview(db: Db | Tx, questionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: moderationItems.id })
    .from(moderationItems)
    .where(openReport([questionId]))
    .limit(1)
  return rows.length > 0
}

/** UNDER_REVIEW on `field` while the conversation is frozen. */
export async function assertNotUnderReview(db: Db | Tx, questionId: string, locale: Locale, field = 'questionId'): Promise<void> {
  if (await isUnderReview(db, questionId)) throw new FieldErrorsFailure([domainError(field, 'UNDER_REVIEW', locale)])
}

/**
 * Takes the question's row lock: a report and an answer to the same
 * conversation then happen one after the other, so an answer never lands
 * after a report was filed but before it was seen.
 */
export async function lockConversation(tx: Tx, questionId: string): Promise<void> {
  await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId)).for('update')
}

/** By question id: frozen by an open report. One query per request for every thread, inbox row and answer it shows. */
export const underReviewOf = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, boolean>(async (ids) => {
      const rows = await db.selectDistinct({ questionId: moderationItems.questionId }).from(moderationItems).where(openReport(ids))
      return new Map(rows.map((r) => [r.questionId ?? '', true]))
    }, false),
)

/** By question or answer id: hidden by staff. */
export const hiddenByStaff = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, boolean>(async (ids) => {
      const rows = await db
        .select({ id: hiddenMessages.messageId })
        .from(hiddenMessages)
        .where(inArray(hiddenMessages.messageId, [...ids]))
      return new Map(rows.map((r) => [r.id, true]))
    }, false),
)

/** The text participants and the public get: empty once staff hid it (the front ends say "hidden by staff"). */
export async function visibleText(deps: Pick<Deps, 'db'>, messageId: string, text: string): Promise<string> {
  return (await hiddenByStaff(deps).load(messageId)) ? '' : text
}
