// Issue 33, item 4 (decision 147): a group leads somewhere — "ask this group" is routed to its ambassadors and its answer,
// once published, shows on the group's page; members get a weekly digest (opt-out); every group e-mail has a leave link.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communities, communityJoins, communityMembers, notifications, organizations, questions } from '../../server/db/schema'
import { sendDueCommunityDigests } from '../../server/communities/digest'
import { latestJoinConfirmToken, latestMail } from '../../server/testing/outbox'
import { ASK, alice, bruno, chihiro, dolores, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let orgId = ''
beforeAll(async () => {
  api = await startTestApi()
  orgId = (await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo')))[0]?.id ?? ''
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string; message: string }[]
type Asked = { askQuestion: { thread: { id: string; ambassador: { id: string } } | null; fieldErrors: FieldErrors } }
type Left = { leaveCommunity: { community: { id: string } | null; alreadyLeft: boolean; fieldErrors: FieldErrors } }
type Digest = { setCommunityDigest: { member: boolean; digest: boolean; fieldErrors: FieldErrors } }
const JOIN = 'mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { fieldErrors { code } } }'
const CONFIRM = 'mutation($t: String!) { confirmCommunityJoin(token: $t) { community { id } fieldErrors { code } } }'
const LEAVE = 'mutation($t: String!, $l: Locale) { leaveCommunity(token: $t, locale: $l) { community { id } alreadyLeft fieldErrors { field code message } } }'
const SET_DIGEST = 'mutation($t: String!, $on: Boolean!) { setCommunityDigest(token: $t, enabled: $on) { member digest fieldErrors { field code message } } }'
const PAGE = 'query($id: ID!) { community(id: $id) { publishedQuestions(first: 50) { id topic } } }'
const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { fieldErrors { code } } }'
const URL = 'https://portal.example'
const DAY = 86_400_000

let groups = 0
/** A group of the demo organization with exactly these ambassadors. */
async function group(members: readonly string[]): Promise<string> {
  const n = ++groups
  const [row] = await api.db
    .insert(communities)
    .values({ orgId, slug: `test-group-${n}`, nameEn: `Test group ${n}`, nameFr: `Groupe test ${n}`, descriptionEn: 'A test group.', descriptionFr: 'Un groupe de test.' })
    .returning({ id: communities.id })
  if (row === undefined) throw new Error('group insert returned nothing')
  if (members.length > 0) await api.db.insert(communityMembers).values(members.map((ambassadorId) => ({ communityId: row.id, ambassadorId })))
  return row.id
}

const askGroup = async (communityId: string, over: Record<string, unknown> = {}) =>
  ok(await api.gql<Asked>(ASK, { input: questionInput({ communityId, ...over }) }, { token: await visitorToken(api), ip: freshIp() })).askQuestion

/** Joins and confirms from the e-mail; returns the leave token of the confirmation e-mail. */
async function member(communityId: string, email: string, locale: 'en' | 'fr' = 'en'): Promise<string> {
  ok(await api.gql(JOIN, { input: { communityId, email, consent: true, locale, idempotencyKey: idempotencyKey() } }, { ip: freshIp() }))
  ok(await api.gql(CONFIRM, { t: await latestJoinConfirmToken(api.db, email) }))
  return leaveTokenOf(email, 'community_join_confirm')
}

async function leaveTokenOf(email: string, kind: string): Promise<string> {
  const match = /[?&]leave=([^&\s]+)/.exec((await latestMail(api.db, email, kind))?.bodyText ?? '')
  if (!match?.[1]) throw new Error(`no leave link mailed to ${email}`)
  return decodeURIComponent(match[1])
}

async function answerAndPublish(questionId: string, ambassadorEmail: string, publish = true): Promise<void> {
  const token = await signInAs(api, ambassadorEmail)
  const answered = ok(
    await api.gql<{ answerQuestion: { fieldErrors: unknown[] } }>(
      ANSWER,
      { input: { questionId, body: 'We meet every Thursday at the library.', publish, idempotencyKey: idempotencyKey() } },
      { token },
    ),
  )
  expect(answered.answerQuestion.fieldErrors).toEqual([])
}

const pageOf = async (id: string) =>
  ok(await api.gql<{ community: { publishedQuestions: { id: string; topic: string }[] } | null }>(PAGE, { id })).community?.publishedQuestions ?? []
const digestsTo = (email: string) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.toEmail, email), eq(notifications.kind, 'community_digest')))
const membership = async (communityId: string, email: string) =>
  api.db
    .select()
    .from(communityJoins)
    .where(and(eq(communityJoins.communityId, communityId), eq(communityJoins.email, email)))

describe('ask this group', () => {
  it('routes to one of the group’s active ambassadors, records the group, and shows the answer on its page once published', async () => {
    const id = await group([alice.id, bruno.id])
    const asked = await askGroup(id, { topic: 'Group meetups' })
    expect(asked.fieldErrors).toEqual([])
    expect([alice.id, bruno.id]).toContain(asked.thread?.ambassador.id)
    const [row] = await api.db
      .select()
      .from(questions)
      .where(eq(questions.id, asked.thread?.id ?? ''))
    expect(row?.communityId).toBe(id)
    expect(row?.routedByMatch).toBe(false)
    // Not on the page while unanswered, nor once answered privately.
    const onPage = async () => (await pageOf(id)).map((q) => q.id)
    expect(await onPage()).not.toContain(row?.id)
    const answerer = asked.thread?.ambassador.id === alice.id ? alice.email : bruno.email
    await answerAndPublish(row?.id ?? '', answerer, false)
    expect(await onPage()).not.toContain(row?.id)
    await answerAndPublish(row?.id ?? '', answerer, true)
    expect(await pageOf(id)).toContainEqual({ id: row?.id, topic: 'Group meetups' })
  })

  it('stays on the group’s page after its ambassador leaves the group, and is not on another group’s page', async () => {
    const id = await group([chihiro.id])
    const other = await group([dolores.id])
    const asked = await askGroup(id, { topic: 'Research seminars' })
    expect(asked.thread?.ambassador.id).toBe(chihiro.id)
    await answerAndPublish(asked.thread?.id ?? '', chihiro.email)
    await api.db.delete(communityMembers).where(eq(communityMembers.communityId, id))
    expect((await pageOf(id)).map((q) => q.id)).toEqual([asked.thread?.id])
    expect((await pageOf(other)).map((q) => q.id)).not.toContain(asked.thread?.id)
  })

  it('an unknown group is NOT_FOUND and a group without active ambassadors NO_AMBASSADOR_AVAILABLE, on communityId; nothing is created', async () => {
    const before = (await api.db.select({ id: questions.id }).from(questions)).length
    const unknown = await askGroup('00000000-0000-4000-8000-00000000dead')
    expect(unknown.thread).toBeNull()
    expect(unknown.fieldErrors.map((e) => [e.field, e.code])).toEqual([['communityId', 'NOT_FOUND']])
    const empty = await askGroup(await group([]), { locale: 'fr' })
    expect(empty.fieldErrors.map((e) => [e.field, e.code])).toEqual([['communityId', 'NO_AMBASSADOR_AVAILABLE']])
    expect((await api.db.select({ id: questions.id }).from(questions)).length).toBe(before)
  })
})

describe('the weekly digest', () => {
  it('mails each member the group’s new answers once a week, in their language; nothing when nothing is new; opt-out respected', async () => {
    const id = await group([alice.id])
    const en = 'digest-en@example.com'
    const fr = 'digest-fr@example.com'
    const quiet = 'digest-off@example.com'
    await member(id, en)
    await member(id, fr, 'fr')
    const off = await member(id, quiet)
    expect(ok(await api.gql<Digest>(SET_DIGEST, { t: off, on: false })).setCommunityDigest).toEqual({ member: true, digest: false, fieldErrors: [] })

    // Nothing new yet: the week is dealt with, no mail.
    const week1 = new Date()
    await sendDueCommunityDigests(api.db, week1, URL)
    expect(await digestsTo(en)).toEqual([])

    const asked = await askGroup(id, { topic: 'Weekly digest topic' })
    await answerAndPublish(asked.thread?.id ?? '', alice.email)
    // Same week: still nothing (one digest a week, and this week's is done).
    await sendDueCommunityDigests(api.db, new Date(week1.getTime() + 60_000), URL)
    expect(await digestsTo(en)).toEqual([])

    const week2 = new Date(week1.getTime() + 7 * DAY)
    expect(await sendDueCommunityDigests(api.db, week2, URL)).toBeGreaterThanOrEqual(2)
    await sendDueCommunityDigests(api.db, new Date(week2.getTime() + 3_600_000), URL)
    const [english] = await digestsTo(en)
    const [french] = await digestsTo(fr)
    expect(await digestsTo(en)).toHaveLength(1)
    expect(english?.subject).toMatch(/^Test group \d+: 1 new answer this week$/)
    expect(english?.bodyText).toContain('• Weekly digest topic')
    expect(english?.bodyText).toContain(`${URL}/matchCommunity?community=${id}`)
    expect(english?.bodyText).toMatch(/\/matchCommunity\?leave=gl_/)
    expect(french?.subject).toMatch(/^Groupe test \d+ : 1 nouvelle réponse cette semaine$/)
    expect(french?.bodyText).toContain(`${URL}/fr/matchCommunity?community=${id}`)
    expect(await digestsTo(quiet)).toEqual([])

    // The following week has nothing new: no second mail.
    await sendDueCommunityDigests(api.db, new Date(week1.getTime() + 14 * DAY), URL)
    expect(await digestsTo(en)).toHaveLength(1)
    // Turned back on, the member hears of what is new from then on.
    expect(ok(await api.gql<Digest>(SET_DIGEST, { t: off, on: true })).setCommunityDigest.digest).toBe(true)
  })
})

describe('leave links', () => {
  it('leaves without signing in; twice says so; the link of the confirmation e-mail also cancels a pending request', async () => {
    const id = await group([alice.id])
    const email = 'leaver@example.com'
    const token = await member(id, email)
    expect(await membership(id, email)).toHaveLength(1)
    expect(ok(await api.gql<Left>(LEAVE, { t: token })).leaveCommunity).toEqual({ community: { id }, alreadyLeft: false, fieldErrors: [] })
    expect(await membership(id, email)).toEqual([])
    expect(ok(await api.gql<Left>(LEAVE, { t: token })).leaveCommunity).toEqual({ community: { id }, alreadyLeft: true, fieldErrors: [] })
    expect(ok(await api.gql<Digest>(SET_DIGEST, { t: token, on: false })).setCommunityDigest).toEqual({ member: false, digest: false, fieldErrors: [] })

    // Joined again, not confirmed: the new e-mail's leave link cancels the request, and its confirm link no longer works.
    ok(await api.gql(JOIN, { input: { communityId: id, email, consent: true, idempotencyKey: idempotencyKey() } }, { ip: freshIp() }))
    const confirm = await latestJoinConfirmToken(api.db, email)
    ok(await api.gql<Left>(LEAVE, { t: await leaveTokenOf(email, 'community_join_confirm') }))
    expect(ok(await api.gql<{ confirmCommunityJoin: { fieldErrors: { code: string }[] } }>(CONFIRM, { t: confirm })).confirmCommunityJoin.fieldErrors[0]?.code).toBe(
      'JOIN_LINK_EXPIRED',
    )
    expect(await membership(id, email)).toEqual([])
  })

  it('a wrong, malformed or other organization’s link is LEAVE_LINK_INVALID on the token, in the asked language, and changes nothing', async () => {
    const id = await group([alice.id])
    const email = 'stays@example.com'
    const token = await member(id, email)
    for (const t of [`gl_${'x'.repeat(43)}`, 'not-a-token', token.replace(/^gl_/, 'cj_')]) {
      const answer = ok(await api.gql<Left>(LEAVE, { t, l: 'fr' })).leaveCommunity
      expect(answer.community).toBeNull()
      expect(answer.fieldErrors).toEqual([{ field: 'token', code: 'LEAVE_LINK_INVALID', message: expect.stringContaining("Ce lien de désinscription n'est pas valide") as string }])
    }
    expect(await membership(id, email)).toHaveLength(1)
  })

  it('after the address is erased, its links open nothing (LEAVE_LINK_INVALID) and no longer hold the address', async () => {
    const id = await group([alice.id])
    const email = 'erased-member@example.com'
    const token = await member(id, email)
    const owner = await signInAsStaff(api, OWNER_EMAIL)
    ok(await api.gql('mutation($e: String!) { eraseVisitor(email: $e) { erased fieldErrors { code } } }', { e: email }, { token: owner }))
    const answer = ok(await api.gql<Left>(LEAVE, { t: token })).leaveCommunity
    expect(answer.fieldErrors.map((e) => e.code)).toEqual(['LEAVE_LINK_INVALID'])
    expect(await membership(id, email)).toEqual([])
  })

  it('each digest carries a working leave link', async () => {
    const id = await group([bruno.id])
    const email = 'digest-leaver@example.com'
    await member(id, email)
    const asked = await askGroup(id, { topic: 'Digest leave topic' })
    await answerAndPublish(asked.thread?.id ?? '', bruno.email)
    await sendDueCommunityDigests(api.db, new Date(Date.now() + 7 * DAY), URL)
    const token = await leaveTokenOf(email, 'community_digest')
    expect(ok(await api.gql<Left>(LEAVE, { t: token })).leaveCommunity.alreadyLeft).toBe(false)
    expect(await membership(id, email)).toEqual([])
  })
})
