/**
 * The visitor's own report of a conversation, as the thread page shows it
 * (issue 32): under review while open, then what staff did. Only the
 * visitor's side reads it: an ambassador is never told who reported.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { moderationItems } from '../db/schema'
import { BatchLoader, perRequest } from '../core/batch-loader'
import type { Deps } from '../core/deps'
import type { ModerationItemRow } from '../db/rows'

export type VisitorReport = Pick<ModerationItemRow, 'status' | 'resolution' | 'createdAt' | 'resolvedAt'>

/** By question id: the visitor's latest report (one query per request for every thread it shows). */
export const visitorReportOf = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, VisitorReport | null>(async (ids) => {
      const rows = await db
        .select({
          questionId: moderationItems.questionId,
          status: moderationItems.status,
          resolution: moderationItems.resolution,
          createdAt: moderationItems.createdAt,
          resolvedAt: moderationItems.resolvedAt,
        })
        .from(moderationItems)
        .where(and(inArray(moderationItems.questionId, [...ids]), eq(moderationItems.kind, 'report'), eq(moderationItems.reportedBy, 'visitor')))
        .orderBy(desc(moderationItems.createdAt))
      const latest = new Map<string, VisitorReport>()
      for (const { questionId, ...report } of rows) if (questionId !== null && !latest.has(questionId)) latest.set(questionId, report)
      return latest
    }, null),
)
