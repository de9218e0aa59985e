/** How moderation items and conversations read in GraphQL (staff only: every way in checks the staff session). */
import type { StaffAmbassadorView } from '../lifecycle/staff-list'
import { staffViewById } from '../lifecycle/staff-list'
import { followUpsLoader } from '../conversations/messages'
import type { ApiContext } from '../graphql/context'
import type { Resolvers } from '../resolver-types.generated'
import type { QuestionRow } from '../db/rows'
import { hiddenByStaff, underReviewOf } from '../safeguarding/conversation-state'
import type { MessageView } from './conversation-actions'
import { questionOfOrg } from './staff-lookup'
import { isBlocked } from '../safeguarding/visitor-blocks'
import { answersOfQuestion } from '../questions/loaders'

/** GraphQL's enum value of a lower-case column value: the same words, upper-case (`follow_up` → `FOLLOW_UP`). */
const upper = <T extends string>(value: T): Uppercase<T> => value.toUpperCase() as Uppercase<T>
const upperOrNull = <T extends string>(value: T | null): Uppercase<T> | null => (value === null ? null : upper(value))

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

export const moderationTypeResolvers: Resolvers = {
  ModerationItem: {
    kind: (i) => upper(i.kind),
    status: (i) => upper(i.status),
    source: (i) => upper(i.source),
    reportedBy: (i) => upperOrNull(i.reportedBy),
    resolution: (i) => upperOrNull(i.resolution),
    text: (i) => (i.kind === 'flag' ? i.text : null),
    matchedWords: (i) => (i.text === null ? [] : i.spans.map((s) => i.text?.slice(s.start, s.end) ?? '')),
    messageId: (i) => i.answerId ?? i.followUpId ?? i.meetingId ?? (i.source === 'question' ? i.questionId : null),
    conversation: (i, _, ctx) => (i.questionId === null ? null : questionOfOrg(ctx.db, ctx.org.id, i.questionId, ctx.locale)),
    ambassador: (i, _, ctx) => (i.ambassadorId === null ? null : staffViewById(ctx.db, ctx.org.id, i.ambassadorId)),
  },
  ModerationItemConnection: {
    totalCount: (page) => page.totalCount(),
  },
  ModerationConversation: {
    questionId: (q) => q.id,
    status: (q) => upper(q.status),
    underReview: (q, _, ctx) => underReviewOf(ctx).load(q.id),
    visitorFirstName: (q) => q.firstName,
    visitorEmail: (q) => q.email,
    visitorBlocked: (q, _, ctx) => isBlocked(ctx.db, ctx.org.id, q.email),
    ambassador: (q, _, ctx) => ambassadorView(ctx, q.ambassadorId),
    messages: (q, _, ctx) => messagesOf(ctx, q),
  },
}
