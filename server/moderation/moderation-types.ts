/** How moderation items and conversations read in GraphQL (staff only: every way in checks the staff session). */
import type { StaffAmbassadorView } from '../lifecycle/staff-list'
import { staffViewById } from '../lifecycle/staff-list'
import { followUpsLoader } from '../conversations/messages'
import type { ApiContext } from '../graphql/context'
import type { ResolverMap } from '../graphql/resolver-types'
import type { QuestionRow } from '../db/rows'
import { hiddenByStaff, underReviewOf } from '../safeguarding/conversation-state'
import type { MessageView } from './conversation-actions'
import type { ModerationItemRow } from '../db/rows'
import { questionOfOrg } from './staff-lookup'
import { isBlocked } from '../safeguarding/visitor-blocks'
import { answersOfQuestion } from '../questions/loaders'

const upper = (value: string | null): string | null => (value === null ? null : value.toUpperCase())

async function ambassadorView(ctx: ApiContext, id: string): Promise<StaffAmbassadorView> {
  const view = await staffViewById(ctx.db, ctx.org.id, id)
  if (view === null) throw new Error('ambassador of a conversation vanished')
  return view
}

async function messagesOf(ctx: ApiContext, q: QuestionRow): Promise<MessageView[]> {
  const hidden = hiddenByStaff(ctx)
  const [answers, followUps] = await Promise.all([answersOfQuestion(ctx).load(q.id), followUpsLoader(ctx).load(q.id)])
  const messages: MessageView[] = [
    { id: q.id, source: 'QUESTION', topic: q.topic, body: q.body, hidden: await hidden.load(q.id), createdAt: q.createdAt },
    ...(await Promise.all(answers.map(async (a) => ({ id: a.id, source: 'ANSWER' as const, topic: null, body: a.body, hidden: await hidden.load(a.id), createdAt: a.createdAt })))),
    ...(await Promise.all(
      followUps.map(async (f) => ({ id: f.id, source: 'FOLLOW_UP' as const, topic: null, body: f.body, hidden: await hidden.load(f.id), createdAt: f.createdAt })),
    )),
  ]
  // Stable: equal times keep question, answers, follow-ups.
  return messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

export const moderationTypeResolvers: ResolverMap = {
  ModerationItem: {
    kind: (i: ModerationItemRow) => upper(i.kind),
    status: (i: ModerationItemRow) => upper(i.status),
    source: (i: ModerationItemRow) => upper(i.source),
    reportedBy: (i: ModerationItemRow) => upper(i.reportedBy),
    resolution: (i: ModerationItemRow) => upper(i.resolution),
    text: (i: ModerationItemRow) => (i.kind === 'flag' ? i.text : null),
    matchedWords: (i: ModerationItemRow) => (i.text === null ? [] : i.spans.map((s) => i.text?.slice(s.start, s.end) ?? '')),
    messageId: (i: ModerationItemRow) => i.answerId ?? i.followUpId ?? i.meetingId ?? (i.source === 'question' ? i.questionId : null),
    conversation: (i: ModerationItemRow, _: unknown, ctx: ApiContext) => (i.questionId === null ? null : questionOfOrg(ctx.db, ctx.org.id, i.questionId, ctx.locale)),
    ambassador: (i: ModerationItemRow, _: unknown, ctx: ApiContext) => (i.ambassadorId === null ? null : staffViewById(ctx.db, ctx.org.id, i.ambassadorId)),
  },
  ModerationConversation: {
    questionId: (q: QuestionRow) => q.id,
    status: (q: QuestionRow) => upper(q.status),
    underReview: (q: QuestionRow, _: unknown, ctx: ApiContext) => underReviewOf(ctx).load(q.id),
    visitorFirstName: (q: QuestionRow) => q.firstName,
    visitorEmail: (q: QuestionRow) => q.email,
    visitorBlocked: (q: QuestionRow, _: unknown, ctx: ApiContext) => isBlocked(ctx.db, ctx.org.id, q.email),
    ambassador: (q: QuestionRow, _: unknown, ctx: ApiContext) => ambassadorView(ctx, q.ambassadorId),
    messages: (q: QuestionRow, _: unknown, ctx: ApiContext) => messagesOf(ctx, q),
  },
}
