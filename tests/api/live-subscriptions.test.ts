/**
 * Issue 19: subscriptions over SSE, each authorized like its query. A visitor
 * hears about their own conversation only, an ambassador about their own
 * inbox, staff about their own organization; events arrive after the write
 * that caused them, with ids and a kind (decision 091).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishLive } from '../../server/live/events'
import { alice, ASK, bruno, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { INBOX_UPDATED, MODERATION_UPDATED, nextMatching, openedSubscriptions, PUBLICATION_UPDATED, THREAD_UPDATED } from './helpers/live'
import type { LiveSubscription, SubscribeOptions } from './helpers/live'
import { idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken = ''
let brunoToken = ''
const subscriptions = openedSubscriptions()
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
  brunoToken = await signInAs(api, bruno.email)
})
afterAll(async () => {
  subscriptions.closeAll()
  await api?.close()
})

const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id status } fieldErrors { code } } }'
const REPORT = 'mutation($id: ID!, $t: String!) { reportConversation(threadId: $id, token: $t, reason: "The replies make me uncomfortable.") { reported } }'

const live = (query: string, variables: Record<string, unknown> = {}, options: SubscribeOptions = {}): Promise<LiveSubscription> =>
  subscriptions.open(api.endpoint, query, variables, options)

async function ask(ambassadorId: string, topic: string): Promise<{ id: string; token: string; visitor: string }> {
  const visitor = await visitorToken(api)
  const input = questionInput({ ambassadorId, topic, email: `${topic.replace(/\W/g, '').toLowerCase()}@example.com` })
  const asked = ok(await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(ASK, { input }, { token: visitor })).askQuestion
  return { id: asked.thread.id, token: asked.threadToken, visitor }
}

const answer = (questionId: string, token: string) =>
  api.gql(ANSWER, { input: { questionId, body: 'Most live in the residence next to campus.', idempotencyKey: idempotencyKey() } }, { token })

describe('threadUpdated', () => {
  it('tells the visitor holding the link that their question was answered', async () => {
    const q = await ask(alice.id, 'Housing live')
    const thread = await live(THREAD_UPDATED, { id: q.id, token: q.token })
    expect(thread.status).toBe(200)
    ok(await answer(q.id, aliceToken))
    const event = await thread.next<{ threadUpdated: { threadId: string; kind: string; at: string } }>()
    expect(event.errors).toBeUndefined()
    expect(event.data?.threadUpdated).toMatchObject({ threadId: q.id, kind: 'ANSWERED' })
    expect(Date.parse(event.data?.threadUpdated.at ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })

  it('lets the visitor session that asked follow it with an empty token', async () => {
    const q = await ask(alice.id, 'Session follow')
    const thread = await live(THREAD_UPDATED, { id: q.id, token: '' }, { token: q.visitor })
    ok(await answer(q.id, aliceToken))
    expect((await thread.next<{ threadUpdated: { kind: string } }>()).data?.threadUpdated.kind).toBe('ANSWERED')
  })

  it("refuses another thread's token, another visitor's session and an unknown thread", async () => {
    const mine = await ask(alice.id, 'Mine')
    const theirs = await ask(alice.id, 'Theirs')
    const withOtherToken = await live(THREAD_UPDATED, { id: theirs.id, token: mine.token })
    expect((await withOtherToken.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    expect(await withOtherToken.ended).toEqual({ withoutComplete: false })
    const otherSession = await live(THREAD_UPDATED, { id: theirs.id, token: '' }, { token: mine.visitor })
    expect((await otherSession.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    const unknown = await live(THREAD_UPDATED, { id: '00000000-0000-4000-8000-000000000000', token: mine.token })
    expect((await unknown.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })

  it('tells both sides when the conversation is reported (frozen)', async () => {
    const q = await ask(alice.id, 'Reported live')
    const thread = await live(THREAD_UPDATED, { id: q.id, token: q.token })
    const inbox = await live(INBOX_UPDATED, {}, { token: aliceToken })
    ok(await api.gql(REPORT, { id: q.id, t: q.token }))
    expect((await thread.next<{ threadUpdated: { kind: string } }>()).data?.threadUpdated.kind).toBe('STATUS_CHANGED')
    // Skips the question's own NEW_QUESTION, which may arrive just after subscribing.
    const frozen = await nextMatching<{ inboxUpdated: { kind: string; questionId: string } }>(inbox, (d) => d.inboxUpdated.kind !== 'NEW_QUESTION')
    expect(frozen.inboxUpdated).toMatchObject({ kind: 'STATUS_CHANGED', questionId: q.id })
  })
})

describe('inboxUpdated', () => {
  it("brings an ambassador their own new questions, never another's", async () => {
    const aliceInbox = await live(INBOX_UPDATED, {}, { token: aliceToken })
    const brunoInbox = await live(INBOX_UPDATED, {}, { token: brunoToken })
    const forAlice = await ask(alice.id, 'For Alice')
    const forBruno = await ask(bruno.id, 'For Bruno')
    // Alice may still hear of the earlier tests' writes; her new question comes, and no other new one before it.
    const first = await nextMatching<{ inboxUpdated: { kind: string; questionId: string } }>(aliceInbox, (d) => d.inboxUpdated.kind === 'NEW_QUESTION')
    expect(first.inboxUpdated.questionId).toBe(forAlice.id)
    // Bruno's first event is his own question: Alice's, published before it, never reached him.
    expect((await brunoInbox.next<{ inboxUpdated: { kind: string; questionId: string } }>()).data?.inboxUpdated).toMatchObject({ kind: 'NEW_QUESTION', questionId: forBruno.id })
  })

  it('needs an ambassador session', async () => {
    const anonymous = await live(INBOX_UPDATED)
    expect((await anonymous.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    const visitor = await live(INBOX_UPDATED, {}, { token: await visitorToken(api) })
    expect((await visitor.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('moderationUpdated', () => {
  it("reaches the staff of the report's organization only", async () => {
    const { createOrganization } = await import('../../server/organizations/create-organization')
    const other = await createOrganization(api.db, { slug: 'live-other', name: 'Other School', owner: 'owner@live-other.example' })
    const ownerToken = await signInAsStaff(api, OWNER_EMAIL)
    const otherToken = await signInAsStaff(api, 'owner@live-other.example', 'live-other')
    const demoQueue = await live(MODERATION_UPDATED, {}, { token: ownerToken })
    const otherQueue = await live(MODERATION_UPDATED, {}, { token: otherToken, org: 'live-other' })
    const q = await ask(alice.id, 'Moderation live')
    ok(await api.gql(REPORT, { id: q.id, t: q.token }))
    expect((await demoQueue.next<{ moderationUpdated: { kind: string; questionId: string } }>()).data?.moderationUpdated).toMatchObject({ kind: 'NEW_ITEM', questionId: q.id })
    // A marker event of the other organization, published after the report: it is the first the other staff hear.
    await publishLive(api.db, { topic: 'moderation', orgId: other.id, kind: 'CONVERSATION_CHANGED' })
    expect((await otherQueue.next<{ moderationUpdated: { kind: string; questionId: string | null } }>()).data?.moderationUpdated).toMatchObject({
      kind: 'CONVERSATION_CHANGED',
      questionId: null,
    })
  })

  it("refuses visitors, ambassadors and another organization's staff session", async () => {
    const ownerToken = await signInAsStaff(api, OWNER_EMAIL)
    for (const [token, code] of [
      [await visitorToken(api), 'FORBIDDEN'],
      [aliceToken, 'FORBIDDEN'],
    ] as const) {
      const s = await live(MODERATION_UPDATED, {}, { token })
      expect((await s.next()).errors?.[0]?.extensions?.code).toBe(code)
    }
    const { createOrganization } = await import('../../server/organizations/create-organization')
    await createOrganization(api.db, { slug: 'live-third', name: 'Third School', owner: 'owner@live-third.example' })
    const crossed = await live(MODERATION_UPDATED, {}, { token: ownerToken, org: 'live-third' })
    expect((await crossed.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})

describe('publicationUpdated', () => {
  it("follows the organization's publish job from start to finish (staff)", async () => {
    const ownerToken = await signInAsStaff(api, OWNER_EMAIL)
    const publication = await live(PUBLICATION_UPDATED, {}, { token: ownerToken })
    ok(await api.gql('mutation($k: String!) { publishSite(idempotencyKey: $k) { job { state } } }', { k: idempotencyKey() }, { token: ownerToken }))
    type Update = { publicationUpdated: { kind: string; publication: { job: { state: string } | null } } }
    expect((await publication.next<Update>()).data?.publicationUpdated.kind).toBe('STARTED')
    let last = await publication.next<Update>()
    while (last.data?.publicationUpdated.kind === 'PROGRESS') last = await publication.next<Update>()
    // This API-only test server has nothing to publish with: the job finishes, failed, and says so.
    expect(last.data?.publicationUpdated).toEqual({ kind: 'FINISHED', at: expect.any(String) as string, publication: { job: { state: 'FAILED' } } })
  })

  it('needs a staff session', async () => {
    const s = await live(PUBLICATION_UPDATED, {}, { token: aliceToken })
    expect((await s.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })
})
