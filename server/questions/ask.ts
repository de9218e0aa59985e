/**
 * askQuestion: validate with the shared question rules, pick the ambassador
 * (the one asked, or the best available match with the fewest open
 * questions), then create the question, its access token, the
 * ambassador's notification and the visitor's confirmation (the private link
 * and what happens next, issue 33) in one idempotent transaction.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { questionSchema } from '../../src/contract/validation/schemas'
import type { Db, Tx } from '../db/client'
import { ambassadors, communities, communityMembers, questions } from '../db/schema'
import type { Caller, Deps } from '../core/deps'
import { DEFAULT_LOCALE } from '../../src/contract/locale'
import type { Locale } from '../../src/contract/locale'
import { rankForVisitor, toVisitorProfile } from '../matching/rank'
import type { RankDeps } from '../matching/rank'
import type { AskQuestionInput } from '../schema-types.generated'
import { enqueueMail } from '../notifications/outbox'
import { questionReceivedMail, threadLink } from '../notifications/templates'
import { questionConfirmationMail } from '../notifications/visitor-templates'
import { assertValid, trimmed } from '../core/validation'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { isUuid } from '../core/ids'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import type { ScreenDeps } from '../safeguarding/screen'
import { assertNotBlocked } from '../safeguarding/visitor-blocks'
import { publishLive } from '../live/events'
import { mintThreadToken } from './access'
import type { QuestionRow } from '../db/rows'
import { ambassadorById } from '../ambassadors/loaders'
import { typicalAnswerHours } from './typical-answer-time'

/**
 * What asking reads and writes: the database, the organization, its rules
 * (screening) and ambassadors (routing), the configuration (rate limits, the
 * links), the clock (the typical answer time's window).
 */
export type AskDeps = Pick<Deps, 'db' | 'org' | 'env' | 'clock'> & ScreenDeps & RankDeps

/** How many top matches compete on workload when routing to "any ambassador". */
export const ROUTING_POOL = 5

/** Round robin (staff setting): the pool member asked longest ago, or never; ranking breaks ties. */
async function longestWaiting(db: Db | Tx, pool: readonly string[]): Promise<string> {
  const latest = await db
    .select({ id: questions.ambassadorId, at: sql<string>`max(${questions.createdAt})` })
    .from(questions)
    .where(inArray(questions.ambassadorId, [...pool]))
    .groupBy(questions.ambassadorId)
  const askedAt = new Map(latest.map((r) => [r.id, Date.parse(r.at)]))
  let next = pool[0] ?? ''
  for (const id of pool) if ((askedAt.get(id) ?? 0) < (askedAt.get(next) ?? 0)) next = id
  return next
}

/**
 * Who in a ranked pool (best first) takes the next question: the staff
 * setting's round robin, or the fewest open questions with the ranking
 * breaking ties. `db` may be a transaction that has just moved questions
 * (deactivation re-routes several in a row).
 */
export async function pickFromPool(deps: Pick<Deps, 'org'>, db: Db | Tx, pool: readonly string[]): Promise<string> {
  if (deps.org.row.questionRouting === 'round_robin') return longestWaiting(db, pool)
  const open = await db
    .select({ id: questions.ambassadorId, n: sql<number>`count(*)::int` })
    .from(questions)
    .where(and(inArray(questions.ambassadorId, [...pool]), eq(questions.status, 'open')))
    .groupBy(questions.ambassadorId)
  const load = new Map(open.map((r) => [r.id, Number(r.n)]))
  let best = pool[0] ?? ''
  for (const id of pool) if ((load.get(id) ?? 0) < (load.get(best) ?? 0)) best = id
  return best
}

async function routeToBestAvailable(deps: AskDeps, input: AskQuestionInput & { readonly locale: Locale }): Promise<string> {
  const profile = input.match ? toVisitorProfile(input.match) : toVisitorProfile({ languages: [input.locale] })
  const pool = await rankForVisitor(deps, profile, ROUTING_POOL)
  if (pool.length === 0) throw new FieldErrorsFailure([domainError('ambassadorId', 'NO_AMBASSADOR_AVAILABLE', input.locale)])
  return pickFromPool(
    deps,
    deps.db,
    pool.map((p) => p.id),
  )
}

/**
 * "Ask this group" (decision 147): the group's active ambassadors are the
 * pool, most answers first, and the usual rule (round robin or fewest open
 * questions) picks one. NOT_FOUND on `communityId` for an unknown group,
 * NO_AMBASSADOR_AVAILABLE when it has no active ambassador.
 */
async function routeToGroup(deps: AskDeps, communityId: string, locale: Locale): Promise<string> {
  const group = isUuid(communityId)
    ? await deps.db
        .select({ id: communities.id })
        .from(communities)
        .where(and(eq(communities.id, communityId), eq(communities.orgId, deps.org.id)))
    : []
  if (group.length === 0) throw new FieldErrorsFailure([domainError('communityId', 'NOT_FOUND', locale)])
  const members = await deps.db
    .select({ id: ambassadors.id })
    .from(communityMembers)
    .innerJoin(ambassadors, and(eq(ambassadors.id, communityMembers.ambassadorId), eq(ambassadors.active, true)))
    .where(eq(communityMembers.communityId, communityId))
    .orderBy(desc(ambassadors.answeredCount), asc(ambassadors.id))
  if (members.length === 0) throw new FieldErrorsFailure([domainError('communityId', 'NO_AMBASSADOR_AVAILABLE', locale)])
  return pickFromPool(
    deps,
    deps.db,
    members.map((m) => m.id),
  )
}

/** `caller`: the visitor session the question belongs to, and whom rate limits and the idempotency key count. */
export async function askQuestion(deps: AskDeps, caller: Caller, raw: AskQuestionInput): Promise<{ thread: QuestionRow; threadToken: string }> {
  // The schema's default language (`locale: Locale = en`) when none is sent.
  const input = { ...trimmed(raw), locale: raw.locale ?? DEFAULT_LOCALE }
  const email = input.email.toLowerCase()
  assertValid(questionSchema, { ...input, email }, input.locale)
  await assertNotBlocked(deps.db, deps.org.id, email, input.locale)
  // Before the rate limit: a refused message costs the sender nothing to correct and resend.
  const flagged = await screenTexts(
    deps,
    [
      // The name is shown to the ambassador: "WhatsApp +33612345678" typed as a first name is a message too.
      { field: 'firstName', value: raw.firstName },
      { field: 'topic', value: raw.topic },
      { field: 'body', value: raw.body },
    ],
    input.locale,
  )
  const sessionId = caller.visitorSessionId
  await enforce(deps.db, deps.env.rateLimitScale, [[LIMITS.createPerIp, caller.ip], ...(sessionId ? [[LIMITS.createPerSession, sessionId] as const] : [])])

  let ambassadorId: string
  const communityId = input.communityId ?? null
  if (communityId !== null) {
    ambassadorId = await routeToGroup(deps, communityId, input.locale)
  } else if (input.ambassadorId) {
    const target = isUuid(input.ambassadorId) ? await ambassadorById(deps).load(input.ambassadorId) : null
    if (target === null || !target.active) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_FOUND', input.locale)])
    ambassadorId = target.id
  } else {
    ambassadorId = await routeToBestAvailable(deps, input)
  }

  const { idempotencyKey, ...request } = { ...input, email }
  const typicalHours = await typicalAnswerHours(deps.db, deps.org.id, deps.clock())
  return runIdempotent(
    deps.db,
    { orgId: deps.org.id, scope: 'askQuestion', key: idempotencyKey, subject: caller.subject, request, locale: input.locale },
    async (tx) => {
      const [thread] = await tx
        .insert(questions)
        .values({
          orgId: deps.org.id,
          ambassadorId,
          visitorSessionId: sessionId,
          firstName: input.firstName,
          email,
          topic: input.topic,
          body: input.body,
          locale: input.locale,
          routedByMatch: !input.ambassadorId && communityId === null,
          communityId,
        })
        .returning()
      if (thread === undefined) throw new Error('question insert returned nothing')
      const threadToken = await mintThreadToken(tx, thread.id)
      await publishLive(tx, { topic: 'inbox', orgId: deps.org.id, ambassadorId, kind: 'NEW_QUESTION', questionId: thread.id })
      await recordFlags(deps, tx, { source: 'question', questionId: thread.id, ambassadorId, authorEmail: email }, flagged)
      const [ambassador] = await tx.select({ email: ambassadors.email, firstName: ambassadors.firstName }).from(ambassadors).where(eq(ambassadors.id, ambassadorId))
      const confirmation = questionConfirmationMail({
        visitor: input.firstName,
        recipient: ambassador?.firstName ?? '',
        topic: input.topic,
        body: input.body,
        link: threadLink(deps.env.publicUrl, input.locale, thread.id, threadToken),
        typicalHours,
        locale: input.locale,
      })
      await enqueueMail(tx, { orgId: deps.org.id, kind: 'question_confirmation', to: email, ...confirmation })
      if (ambassador !== undefined) {
        const mail = questionReceivedMail({
          ambassador: ambassador.firstName,
          visitor: input.firstName,
          topic: input.topic,
          body: input.body,
          inboxUrl: `${deps.env.publicUrl}/ambassadors`,
        })
        await enqueueMail(tx, { orgId: deps.org.id, kind: 'question_received', to: ambassador.email, ...mail })
      }
      return { resultId: thread.id, value: { thread, threadToken } }
    },
    async (questionId) => {
      const [thread] = await deps.db.select().from(questions).where(eq(questions.id, questionId))
      if (thread === undefined) throw new Error('replayed question vanished')
      return { thread, threadToken: await mintThreadToken(deps.db, questionId) }
    },
  )
}
