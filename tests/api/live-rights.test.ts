/**
 * Issue 32, security finding: "live streams outlive the right to them (a
 * removed editor's moderationUpdated stream kept delivering)". A stream ends
 * within 5 s of its session's sign-out, its staff member's removal or role
 * change, its ambassador's deactivation (decision 092): with the refusal a
 * new stream would get, then `complete`, when the right is gone; without
 * `complete` when it changed (the client reopens it under the new rights).
 * Streams whose holder keeps their rights keep delivering. Each test waits on
 * the stream's end, bounded by the 5 s.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizations, staffSessions } from '../../server/db/schema'
import { publishLive } from '../../server/live/events'
import { hashSecret } from '../../server/security/tokens'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { alice, ASK, dolores, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { INBOX_UPDATED, MODERATION_UPDATED, nextMatching, openedSubscriptions, PUBLICATION_UPDATED, subscribe, THREAD_UPDATED } from './helpers/live'
import type { LiveSubscription } from './helpers/live'
import { endsWithin, REVOCATION_BOUND_MS } from './helpers/live-rights'
import { idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let orgId = ''
const subscriptions = openedSubscriptions()
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
  orgId = org?.id ?? ''
})
afterAll(async () => {
  subscriptions.closeAll()
  await api?.close()
})

const live = (query: string, token: string, variables: Record<string, unknown> = {}): Promise<LiveSubscription> => subscriptions.open(api.endpoint, query, variables, { token })
const SIGN_OUT = 'mutation { signOut }'
const INVITE = 'mutation($e: String!, $k: String!) { inviteStaff(email: $e, role: EDITOR, idempotencyKey: $k) { staffMember { id } fieldErrors { code } } }'
const SET_ROLE = 'mutation($id: ID!, $r: StaffRole!) { setStaffRole(staffId: $id, role: $r) { staffMember { role } fieldErrors { code } } }'
const REMOVE = 'mutation($id: ID!) { removeStaff(staffId: $id) { staffMember { id } fieldErrors { code } } }'
const SET_STATUS = 'mutation($id: ID!) { setAmbassadorStatus(ambassadorId: $id, status: INACTIVE) { ambassador { status } fieldErrors { code } } }'

/** A new editor of the demo organization, signed in. */
async function newEditor(name: string): Promise<{ id: string; token: string }> {
  const email = `${name}@demo.test`
  const invited = ok(await api.gql<{ inviteStaff: { staffMember: { id: string } | null } }>(INVITE, { e: email, k: idempotencyKey() }, { token: owner })).inviteStaff
  return { id: invited.staffMember?.id ?? '', token: await signInAsStaff(api, email) }
}

/** A moderation event nobody else sends, with its marker: the first such event on a stream proves it still delivers. */
async function moderationMarker(): Promise<string> {
  const marker = crypto.randomUUID()
  await publishLive(api.db, { topic: 'moderation', orgId, kind: 'CONVERSATION_CHANGED', itemId: marker })
  return marker
}

const deliversMarker = async (stream: LiveSubscription, marker: string) =>
  nextMatching<{ moderationUpdated: { itemId: string | null } }>(stream, (d) => d.moderationUpdated.itemId === marker)

type Refusal = { errors?: { message: string; extensions?: { code?: string } }[] }

/** The stream's last word: the refusal (a masked, coded error), then `complete`. */
async function expectRefusedThenComplete(stream: LiveSubscription, code: string): Promise<void> {
  let event = await stream.nextEvent()
  // Events committed before the revocation may still come first.
  while (event.event === 'next' && (JSON.parse(event.data) as Refusal).errors === undefined) event = await stream.nextEvent()
  const refusal = (JSON.parse(event.data) as Refusal).errors?.[0]
  expect(refusal?.extensions?.code).toBe(code)
  expect(refusal?.message).toMatch(/sign in/i)
  expect(await stream.ended).toEqual({ withoutComplete: false })
}

describe('a stream ends within 5 s of the end of its right', () => {
  it("sign-out ends that session's streams; the same person's other session keeps delivering", async () => {
    const second = await signInAsStaff(api, OWNER_EMAIL)
    const signedOut = await live(MODERATION_UPDATED, second)
    const publication = await live(PUBLICATION_UPDATED, second)
    const kept = await live(MODERATION_UPDATED, owner)
    const started = Date.now()
    expect(ok(await api.gql<{ signOut: boolean }>(SIGN_OUT, {}, { token: second })).signOut).toBe(true)
    await endsWithin(signedOut, REVOCATION_BOUND_MS)
    await endsWithin(publication, REVOCATION_BOUND_MS)
    expect(Date.now() - started).toBeLessThan(REVOCATION_BOUND_MS)
    await expectRefusedThenComplete(signedOut, 'UNAUTHENTICATED')
    await expectRefusedThenComplete(publication, 'UNAUTHENTICATED')
    const marker = await moderationMarker()
    expect((await deliversMarker(kept, marker)).moderationUpdated.itemId).toBe(marker)
  })

  it("removing an editor ends their streams (the finding's case); the owner's keep delivering", async () => {
    const editor = await newEditor('removed-live')
    const queue = await live(MODERATION_UPDATED, editor.token)
    const kept = await live(MODERATION_UPDATED, owner)
    const started = Date.now()
    expect(ok(await api.gql<{ removeStaff: { fieldErrors: unknown[] } }>(REMOVE, { id: editor.id }, { token: owner })).removeStaff.fieldErrors).toEqual([])
    await endsWithin(queue, REVOCATION_BOUND_MS)
    expect(Date.now() - started).toBeLessThan(REVOCATION_BOUND_MS)
    await expectRefusedThenComplete(queue, 'UNAUTHENTICATED')
    const marker = await moderationMarker()
    expect((await deliversMarker(kept, marker)).moderationUpdated.itemId).toBe(marker)
  })

  it('a role change ends the stream without `complete`: the client reopens it, authorized under the new role', async () => {
    const editor = await newEditor('promoted-live')
    const queue = await live(MODERATION_UPDATED, editor.token)
    const started = Date.now()
    expect(ok(await api.gql<{ setStaffRole: { staffMember: { role: string } } }>(SET_ROLE, { id: editor.id, r: 'OWNER' }, { token: owner })).setStaffRole.staffMember.role).toBe(
      'OWNER',
    )
    expect(await endsWithin(queue, REVOCATION_BOUND_MS)).toEqual({ withoutComplete: true })
    expect(Date.now() - started).toBeLessThan(REVOCATION_BOUND_MS)
    const reopened = await live(MODERATION_UPDATED, editor.token)
    const marker = await moderationMarker()
    expect((await deliversMarker(reopened, marker)).moderationUpdated.itemId).toBe(marker)
  })

  it("deactivating an ambassador ends their inbox stream; another ambassador's keeps delivering", async () => {
    const leaving = await signInAs(api, dolores.email)
    const inbox = await live(INBOX_UPDATED, leaving)
    const aliceInbox = await live(INBOX_UPDATED, await signInAs(api, alice.email))
    const started = Date.now()
    ok(await api.gql(SET_STATUS, { id: dolores.id }, { token: owner }))
    await endsWithin(inbox, REVOCATION_BOUND_MS)
    expect(Date.now() - started).toBeLessThan(REVOCATION_BOUND_MS)
    await expectRefusedThenComplete(inbox, 'UNAUTHENTICATED')
    const input = questionInput({ ambassadorId: alice.id, topic: 'Still live', email: 'still-live@example.com' })
    const asked = ok(await api.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input }, { token: await visitorToken(api) })).askQuestion
    const event = await nextMatching<{ inboxUpdated: { kind: string; questionId: string } }>(aliceInbox, (d) => d.inboxUpdated.questionId === asked.thread.id)
    expect(event.inboxUpdated.kind).toBe('NEW_QUESTION')
  })

  it("an ambassador's and a visitor's sign-out end their inbox and thread streams", async () => {
    const ambassador = await signInAs(api, alice.email)
    const inbox = await live(INBOX_UPDATED, ambassador)
    const visitor = await visitorToken(api)
    const input = questionInput({ ambassadorId: alice.id, topic: 'Visitor sign-out', email: 'visitor-sign-out@example.com' })
    const asked = ok(await api.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input }, { token: visitor })).askQuestion
    const thread = await live(THREAD_UPDATED, visitor, { id: asked.thread.id, token: '' })
    ok(await api.gql(SIGN_OUT, {}, { token: ambassador }))
    ok(await api.gql(SIGN_OUT, {}, { token: visitor }))
    await endsWithin(inbox, REVOCATION_BOUND_MS)
    await endsWithin(thread, REVOCATION_BOUND_MS)
    await expectRefusedThenComplete(inbox, 'UNAUTHENTICATED')
    await expectRefusedThenComplete(thread, 'UNAUTHENTICATED')
  })
})

describe('the periodic re-check (the backstop for a change no event announced)', () => {
  it('ends a stream whose session was deleted behind the API’s back', async () => {
    const instance = await api.startAnother({}, { liveRightsRecheckMs: 200 })
    const token = await signInAsStaff(api, OWNER_EMAIL)
    const stream = subscriptions.track(await subscribe(`${instance.url}${GRAPHQL_PATH}`, MODERATION_UPDATED, {}, { token }))
    await stream.opened
    // No event: a write path that forgot to publish, or an operator's SQL.
    await api.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSecret(token)))
    await endsWithin(stream, REVOCATION_BOUND_MS)
    await expectRefusedThenComplete(stream, 'UNAUTHENTICATED')
  })
})
