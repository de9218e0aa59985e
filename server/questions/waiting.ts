import type { QuestionRow } from '../db/rows'

/** When the visitor last wrote: the question, or the latest follow-up. */
export const lastVisitorMessageAt = (q: Pick<QuestionRow, 'createdAt' | 'lastFollowUpAt'>): Date =>
  q.lastFollowUpAt !== null && q.lastFollowUpAt > q.createdAt ? q.lastFollowUpAt : q.createdAt
