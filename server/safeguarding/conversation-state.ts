/**
 * What staff did to a conversation, as its participants see it: frozen while
 * a report is open ("under review": no new message from either side), and
 * messages hidden by staff (their text never leaves the server again).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { hiddenMessages, moderationItems, questions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { BatchLoader } from '../core/batch-loader'
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

export interface ModerationLoaders {
  /** By question id. */
  readonly underReview: BatchLoader<string, boolean>
  /** By question or answer id. */
  readonly hidden: BatchLoader<string, boolean>
}

const perRequest = new WeakMap<ApiContext, ModerationLoaders>()

/** One query per request for every thread, inbox row and answer it shows. */
export function moderationLoaders(ctx: ApiContext): ModerationLoaders {
  let loaders = perRequest.get(ctx)
  if (loaders === undefined) {
    loaders = {
      underReview: new BatchLoader(async (ids) => {
        const rows = await ctx.db.selectDistinct({ questionId: moderationItems.questionId }).from(moderationItems).where(openReport(ids))
        return new Map(rows.map((r) => [r.questionId ?? '', true]))
      }, false),
      hidden: new BatchLoader(async (ids) => {
        const rows = await ctx.db
          .select({ id: hiddenMessages.messageId })
          .from(hiddenMessages)
          .where(inArray(hiddenMessages.messageId, [...ids]))
        return new Map(rows.map((r) => [r.id, true]))
      }, false),
    }
    perRequest.set(ctx, loaders)
  }
  return loaders
}

/** The text participants and the public get: empty once staff hid it (the front ends say "hidden by staff"). */
export async function visibleText(ctx: ApiContext, messageId: string, text: string): Promise<string> {
  return (await moderationLoaders(ctx).hidden.load(messageId)) ? '' : text
}
