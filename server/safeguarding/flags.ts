/**
 * FLAG matches become moderation items in the transaction that stores the
 * message, and staff are e-mailed at once (through the outbox, same
 * transaction): a flagged message is never delivered unseen by staff, and
 * a rolled-back message leaves no item.
 */
import type { Tx } from '../db/client'
import { moderationItems } from '../db/schema'
import type { Deps } from '../core/deps'
import { moderationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import type { FlaggedText } from './screen'
import { flaggedMail, mailStaff, moderationQueueUrl } from './staff-mails'

type ItemRow = typeof moderationItems.$inferInsert

/** What the flagged texts belong to. */
export interface FlagSubject {
  readonly source: 'question' | 'answer' | 'follow_up' | 'profile' | 'meeting' | 'community_join'
  readonly questionId?: string
  readonly answerId?: string
  readonly followUpId?: string
  readonly meetingId?: string
  readonly ambassadorId?: string
  /** A visitor author's address when no question row carries it (meeting, community join). */
  readonly authorEmail?: string
}

export async function recordFlags(deps: Pick<Deps, 'org' | 'env'>, tx: Tx, subject: FlagSubject, flagged: readonly FlaggedText[]): Promise<void> {
  if (flagged.length === 0) return
  const rows: ItemRow[] = flagged.map((f) => ({
    orgId: deps.org.id,
    kind: 'flag',
    source: subject.source,
    questionId: subject.questionId ?? null,
    answerId: subject.answerId ?? null,
    followUpId: subject.followUpId ?? null,
    meetingId: subject.meetingId ?? null,
    ambassadorId: subject.ambassadorId ?? null,
    authorEmail: subject.authorEmail ?? null,
    field: f.field,
    text: f.text,
    spans: [...f.spans],
  }))
  await tx.insert(moderationItems).values(rows)
  await publishLive(tx, moderationChanged(deps.org.id, 'NEW_ITEM', { questionId: subject.questionId }))
  const categories = [...new Set(flagged.flatMap((f) => f.spans.map((s) => s.category)))]
  await mailStaff(deps, tx, 'moderation_flagged', flaggedMail(deps.org.row.nameEn, subject.source, categories, moderationQueueUrl(deps.env)))
}
