/**
 * Issue 19, must show: "with two API processes on one PostgreSQL: subscribe
 * through A, answer through B → delivered within 1 s". Two app instances,
 * each with its own connection pool and its own LISTEN connection, on one
 * real PostgreSQL — DATABASE_URL's server, or a throw-away cluster started
 * for this file (scripts/with-postgres.ts), so the default (PGlite) run
 * proves it too. Also: a dropped LISTEN connection is re-opened and its
 * subscribers are told to refetch (decision 091). And issue 32: an editor
 * removed through one instance loses the stream another instance holds
 * within 5 s (decision 092).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/app'
import type { RunningServer } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import type { Database } from '../../server/db/client'
import { LISTEN_APPLICATION_NAME } from '../../server/live/listener'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { startCluster } from '../../scripts/with-postgres'
import { alice, ASK, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { INBOX_UPDATED, MODERATION_UPDATED, nextMatching, openedSubscriptions, THREAD_UPDATED } from './helpers/live'
import type { LiveSubscription } from './helpers/live'
import { endsWithin, REVOCATION_BOUND_MS } from './helpers/live-rights'
import { postgresClone } from './helpers/template'
import { gqlRequest, idempotencyKey, ok, testEnv } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

/** The bound from a committed answer to the event on the other instance. */
const DELIVERY_BOUND_MS = 1000

const cleanups: (() => Promise<void> | void)[] = []
const subscriptions = openedSubscriptions()
let a: RunningServer
let b: RunningServer
let databaseA: Database

async function instance(database: Database): Promise<RunningServer> {
  const server = await startServer({ env: testEnv(), database, port: 0, host: '127.0.0.1', apiOnly: true, mailer: null, seed: false, quiet: true, scheduler: false })
  cleanups.push(() => server.close())
  return server
}

beforeAll(async () => {
  let adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const cluster = await startCluster()
    cleanups.push(() => cluster.stop())
    adminUrl = cluster.url
  }
  const clone = await postgresClone(adminUrl)
  cleanups.push(clone.drop)
  const pools = await Promise.all([0, 1].map(() => openDatabase({ kind: 'postgres', url: clone.url, poolSize: 4 })))
  for (const pool of pools) cleanups.push(() => pool.close())
  databaseA = pools[0] as Database
  a = await instance(databaseA)
  b = await instance(pools[1] as Database)
}, 120_000)

afterAll(async () => {
  subscriptions.closeAll()
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Just enough of TestApi for the fixture helpers, on one instance. */
const apiOf = (server: RunningServer, database: Database): TestApi =>
  ({
    url: server.url,
    endpoint: `${server.url}${GRAPHQL_PATH}`,
    db: database.db,
    database,
    server,
    gql: (query: string, variables?: Record<string, unknown>, options?: Parameters<TestApi['gql']>[2]) => gqlRequest(`${server.url}${GRAPHQL_PATH}`, query, variables, options),
  }) as unknown as TestApi

const live = (server: RunningServer, query: string, variables: Record<string, unknown>, token?: string): Promise<LiveSubscription> =>
  subscriptions.open(`${server.url}${GRAPHQL_PATH}`, query, variables, { token })

const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id } fieldErrors { code } } }'

describe('two API instances on one PostgreSQL', () => {
  it('subscribe through A, answer through B: delivered within 1 s', async () => {
    const viaA = apiOf(a, databaseA)
    const viaB = apiOf(b, databaseA)
    const visitor = await visitorToken(viaA)
    const input = questionInput({ ambassadorId: alice.id, topic: 'Across instances', email: 'across@example.com' })
    const asked = ok(await viaA.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(ASK, { input }, { token: visitor })).askQuestion
    const thread = await live(a, THREAD_UPDATED, { id: asked.thread.id, token: asked.threadToken })

    const ambassador = await signInAs(viaB, alice.email)
    const answered = ok(
      await viaB.gql(ANSWER, { input: { questionId: asked.thread.id, body: 'Yes, a shuttle every 20 minutes.', idempotencyKey: idempotencyKey() } }, { token: ambassador }),
    )
    const committedAt = Date.now()
    expect(answered).toBeDefined()
    const event = await thread.next<{ threadUpdated: { threadId: string; kind: string } }>()
    const elapsed = Date.now() - committedAt
    expect(event.data?.threadUpdated).toEqual({ threadId: asked.thread.id, kind: 'ANSWERED', at: expect.any(String) as string })
    expect(elapsed).toBeLessThan(DELIVERY_BOUND_MS)
  })

  it('brings a question asked through A to the inbox open on B', async () => {
    const ambassador = await signInAs(apiOf(b, databaseA), alice.email)
    const inbox = await live(b, INBOX_UPDATED, {}, ambassador)
    const viaA = apiOf(a, databaseA)
    const input = questionInput({ ambassadorId: alice.id, topic: 'Inbox across', email: 'inbox-across@example.com' })
    const asked = ok(await viaA.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input }, { token: await visitorToken(viaA) })).askQuestion
    expect((await inbox.next<{ inboxUpdated: { kind: string; questionId: string } }>()).data?.inboxUpdated).toMatchObject({ kind: 'NEW_QUESTION', questionId: asked.thread.id })
  })

  it('re-opens a dropped LISTEN connection, tells its subscribers to refetch, and delivers again', async () => {
    const ambassador = await signInAs(apiOf(a, databaseA), alice.email)
    const inbox = await live(a, INBOX_UPDATED, {}, ambassador)
    // What a database restart or a network cut does to both instances' LISTEN sessions.
    await databaseA.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`)
    // The previous test's question may still arrive first (committed just before subscribing).
    await nextMatching<{ inboxUpdated: { kind: string } }>(inbox, (d) => d.inboxUpdated.kind === 'RESYNC')
    const viaB = apiOf(b, databaseA)
    const input = questionInput({ ambassadorId: alice.id, topic: 'After reconnect', email: 'after-reconnect@example.com' })
    const asked = ok(await viaB.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input }, { token: await visitorToken(viaB) })).askQuestion
    expect((await inbox.next<{ inboxUpdated: { kind: string; questionId: string } }>()).data?.inboxUpdated).toMatchObject({ kind: 'NEW_QUESTION', questionId: asked.thread.id })
  })

  it("removing an editor through B ends the editor's stream on A within 5 s", async () => {
    const viaB = apiOf(b, databaseA)
    const owner = await signInAsStaff(viaB, OWNER_EMAIL)
    const invite = 'mutation($k: String!) { inviteStaff(email: "across-live@demo.test", role: EDITOR, idempotencyKey: $k) { staffMember { id } } }'
    const editorId = ok(await viaB.gql<{ inviteStaff: { staffMember: { id: string } } }>(invite, { k: idempotencyKey() }, { token: owner })).inviteStaff.staffMember.id
    const queue = await live(a, MODERATION_UPDATED, {}, await signInAsStaff(viaB, 'across-live@demo.test'))
    const started = Date.now()
    ok(await viaB.gql('mutation($id: ID!) { removeStaff(staffId: $id) { staffMember { id } } }', { id: editorId }, { token: owner }))
    await endsWithin(queue, REVOCATION_BOUND_MS)
    expect(Date.now() - started).toBeLessThan(REVOCATION_BOUND_MS)
    expect((await queue.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(await queue.ended).toEqual({ withoutComplete: false })
  })
})
