/**
 * What the visitor last saw of a conversation: the time they last opened its
 * thread page (with its link, or as the visitor session that asked). The
 * "my conversations" page marks a thread unread when an answer is newer than
 * that and than the visitor's own latest message, and not marked read by the
 * page's receipts (decision 144).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { visitorThreadViews } from '../db/schema'

export async function recordVisitorView(db: Db, questionId: string): Promise<void> {
  await db
    .insert(visitorThreadViews)
    .values({ questionId })
    .onConflictDoUpdate({ target: visitorThreadViews.questionId, set: { seenAt: sql`now()` } })
}
