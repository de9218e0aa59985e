/**
 * Issue 18, published Q&A approval: with the organization setting on, a Q&A
 * an ambassador publishes is not public until staff approve it; a rejected
 * one never is; the inbox says which; each decision is audited; only staff
 * decide (decision 082).
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, publications } from '../../server/db/schema'
import { alice, EDITOR_EMAIL, OWNER_EMAIL, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { ask } from './helpers/nudges'
import { errorCode, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
const tokens = { alice: '', owner: '', editor: '', visitor: '' }
beforeAll(async () => {
  api = await startTestApi()
  tokens.alice = await signInAs(api, alice.email)
  tokens.owner = await signInAsStaff(api, OWNER_EMAIL)
  tokens.editor = await signInAsStaff(api, EDITOR_EMAIL)
  tokens.visitor = await visitorToken(api)
})
afterAll(async () => {
  await api?.close()
})

type Status = 'PRIVATE' | 'AWAITING_APPROVAL' | 'PUBLISHED' | 'REJECTED'
type InboxQ = { id: string; published: boolean; publicationStatus: Status; publicationRejectionReason: string | null }
type FieldErrors = { field: string; code: string; message: string }[]
const Q_FIELDS = 'id published publicationStatus publicationRejectionReason'

const setApproval = async (on: boolean) =>
  ok(
    await api.gql<{ updateOrganization: { organization: { requirePublicationApproval: boolean }; fieldErrors: FieldErrors } }>(
      'mutation($on: Boolean!, $k: String!) { updateOrganization(input: { requirePublicationApproval: $on }, idempotencyKey: $k) { organization { requirePublicationApproval } fieldErrors { field code } } }',
      { on, k: idempotencyKey() },
      { token: tokens.editor },
    ),
  ).updateOrganization

const answer = async (questionId: string, publish: boolean, body = 'Most first-years live in the residences by the lake.') =>
  ok(
    await api.gql<{ answerQuestion: { question: InboxQ; fieldErrors: FieldErrors } }>(
      `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { ${Q_FIELDS} } fieldErrors { field code } } }`,
      { input: { questionId, body, publish, idempotencyKey: idempotencyKey() } },
      { token: tokens.alice },
    ),
  ).answerQuestion

const setPublished = async (questionId: string, published: boolean) =>
  ok(
    await api.gql<{ setQuestionPublished: { question: InboxQ } }>(
      `mutation($q: ID!, $p: Boolean!) { setQuestionPublished(questionId: $q, published: $p) { question { ${Q_FIELDS} } fieldErrors { code } } }`,
      { q: questionId, p: published },
      { token: tokens.alice },
    ),
  ).setQuestionPublished.question

const inboxStatus = async (id: string): Promise<InboxQ | undefined> =>
  ok(
    await api.gql<{ myQuestions: { nodes: InboxQ[] } }>(`{ myQuestions(status: ANSWERED, first: 50) { nodes { ${Q_FIELDS} } } }`, {}, { token: tokens.alice }),
  ).myQuestions.nodes.find((n) => n.id === id)

/** Whether the public Q&A (what visitors and the prerender read) shows the question. */
const isPublic = async (id: string): Promise<boolean> =>
  ok(
    await api.gql<{ publishedQuestions: { nodes: { id: string }[] } }>('query($a: ID) { publishedQuestions(ambassadorId: $a, first: 50) { nodes { id } } }', { a: alice.id }),
  ).publishedQuestions.nodes.some((n) => n.id === id)

type Pending = {
  pendingPublications: { totalCount: number; nodes: { id: string; topic: string; answers: { body: string }[]; ambassador: { id: string } | null; requestedAt: string }[] }
}
const pending = async (token = tokens.editor) =>
  ok(await api.gql<Pending>('{ pendingPublications(first: 50) { totalCount nodes { id topic answers { body } ambassador { id } requestedAt } } }', {}, { token }))
    .pendingPublications

type Decision = { publicationStatus: Status | null; fieldErrors: FieldErrors }
const approve = async (id: string, token = tokens.editor) =>
  api.gql<{ approvePublication: Decision }>(
    'mutation($q: ID!) { approvePublication(questionId: $q) { questionId publicationStatus fieldErrors { field code message } } }',
    { q: id },
    { token },
  )
const reject = async (id: string, reason: string | null, token = tokens.owner) =>
  api.gql<{ rejectPublication: Decision }>(
    'mutation($q: ID!, $r: String) { rejectPublication(questionId: $q, reason: $r) { questionId publicationStatus fieldErrors { field code message } } }',
    { q: id, r: reason },
    { token },
  )

const lastAudit = async () => (await api.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0]
const publicVersion = async () => (await api.db.select().from(publications))[0]?.publicVersion ?? 0

describe('published Q&A approval', () => {
  it('off by default: publishing makes the Q&A public at once', async () => {
    const q = await ask(api, alice.id, 'Approval off')
    expect((await answer(q.id, true)).question).toMatchObject({ published: true, publicationStatus: 'PUBLISHED' })
    expect(await isPublic(q.id)).toBe(true)
  })

  it('turned on by staff (audited); a published answer then waits, not public, listed for staff, "awaiting approval" in the inbox', async () => {
    expect(await setApproval(true)).toMatchObject({ organization: { requirePublicationApproval: true }, fieldErrors: [] })
    expect(await lastAudit()).toMatchObject({
      actorEmail: EDITOR_EMAIL,
      kind: 'organization.update',
      target: 'requirePublicationApproval',
      after: '{"requirePublicationApproval":true}',
    })
    const q = await ask(api, alice.id, 'Approval waiting')
    const answered = await answer(q.id, true)
    expect(answered).toMatchObject({ fieldErrors: [], question: { published: false, publicationStatus: 'AWAITING_APPROVAL', publicationRejectionReason: null } })
    expect(await isPublic(q.id)).toBe(false)
    expect(await inboxStatus(q.id)).toMatchObject({ publicationStatus: 'AWAITING_APPROVAL' })
    const list = await pending()
    const item = list.nodes.find((n) => n.id === q.id)
    expect(item).toMatchObject({ topic: 'Approval waiting', answers: [{ body: 'Most first-years live in the residences by the lake.' }], ambassador: { id: alice.id } })
    expect(list.totalCount).toBe(list.nodes.length)
    // Publishing again while it waits changes nothing, not even its place in the queue.
    expect(await setPublished(q.id, true)).toMatchObject({ publicationStatus: 'AWAITING_APPROVAL' })
    expect((await pending()).nodes.find((n) => n.id === q.id)?.requestedAt).toBe(item?.requestedAt)
  })

  it('approved: public, audited, a pending public change; approving twice says it is no longer waiting', async () => {
    const q = await ask(api, alice.id, 'Approval granted')
    await answer(q.id, true)
    const versionBefore = await publicVersion()
    expect(ok(await approve(q.id)).approvePublication).toEqual({ questionId: q.id, publicationStatus: 'PUBLISHED', fieldErrors: [] })
    expect(await isPublic(q.id)).toBe(true)
    expect(await inboxStatus(q.id)).toMatchObject({ published: true, publicationStatus: 'PUBLISHED' })
    expect(await lastAudit()).toMatchObject({ actorEmail: EDITOR_EMAIL, kind: 'publication.approve', target: q.id, before: null, after: null })
    expect(await publicVersion()).toBe(versionBefore + 1)
    expect((await pending()).nodes.some((n) => n.id === q.id)).toBe(false)
    expect(ok(await approve(q.id)).approvePublication).toMatchObject({ publicationStatus: null, fieldErrors: [{ field: 'questionId', code: 'NOT_FOUND' }] })
    // A new answer is new public content: back to staff.
    expect((await answer(q.id, false, 'Also: the residences have a waiting list in September.')).question).toMatchObject({
      published: false,
      publicationStatus: 'AWAITING_APPROVAL',
    })
    expect(await isPublic(q.id)).toBe(false)
  })

  it('rejected: never public, the reason in the inbox, not in the audit log; publishing again asks again', async () => {
    const q = await ask(api, alice.id, 'Approval refused')
    await answer(q.id, true)
    const reason = 'Please leave out the name of the residence manager.'
    expect(ok(await reject(q.id, `  ${reason} `)).rejectPublication).toEqual({ questionId: q.id, publicationStatus: 'REJECTED', fieldErrors: [] })
    expect(await isPublic(q.id)).toBe(false)
    expect(await inboxStatus(q.id)).toMatchObject({ published: false, publicationStatus: 'REJECTED', publicationRejectionReason: reason })
    const entry = await lastAudit()
    expect(entry).toMatchObject({ actorEmail: OWNER_EMAIL, kind: 'publication.reject', target: q.id, after: '{"reasonGiven":true}' })
    expect(JSON.stringify(entry)).not.toContain('residence manager')
    // The reason is words about the ambassador: theirs to read in their data export.
    const exported = ok(
      await api.gql<{ exportPersonData: { json: string } }>('mutation($e: String!) { exportPersonData(email: $e) { json } }', { e: alice.email }, { token: tokens.owner }),
    )
    const reviews = (JSON.parse(exported.exportPersonData.json) as { ambassador: { publicationReviews: { questionId: string; status: string; reason: string | null }[] } })
      .ambassador.publicationReviews
    expect(reviews).toContainEqual(expect.objectContaining({ questionId: q.id, status: 'rejected', reason }))
    expect(ok(await approve(q.id)).approvePublication.fieldErrors).toMatchObject([{ field: 'questionId', code: 'NOT_FOUND' }])
    expect(await isPublic(q.id)).toBe(false)
    expect(await setPublished(q.id, true)).toMatchObject({ publicationStatus: 'AWAITING_APPROVAL', publicationRejectionReason: null })
    expect(await setPublished(q.id, false)).toMatchObject({ publicationStatus: 'PRIVATE' })
    expect((await pending()).nodes.some((n) => n.id === q.id)).toBe(false)
  })

  it('a reason longer than the limit is refused with MAX, in French too; an unknown question is NOT_FOUND', async () => {
    const q = await ask(api, alice.id, 'Approval long reason')
    await answer(q.id, true)
    const tooLong = 'x'.repeat(501)
    expect(ok(await reject(q.id, tooLong)).rejectPublication.fieldErrors).toMatchObject([{ field: 'reason', code: 'MAX' }])
    const fr = ok(
      await api.gql<{ rejectPublication: Decision }>(
        'mutation($q: ID!, $r: String) { rejectPublication(questionId: $q, reason: $r) { fieldErrors { field code message } } }',
        { q: q.id, r: tooLong },
        { token: tokens.owner, headers: { 'accept-language': 'fr' } },
      ),
    )
    expect(fr.rejectPublication.fieldErrors[0]?.message).toContain('Motif')
    expect(await inboxStatus(q.id)).toMatchObject({ publicationStatus: 'AWAITING_APPROVAL' })
    expect(ok(await reject('not-an-id', null)).rejectPublication.fieldErrors).toMatchObject([{ field: 'questionId', code: 'NOT_FOUND' }])
  })

  it('only staff decide: no token UNAUTHENTICATED, visitor and ambassador FORBIDDEN, and nothing changes', async () => {
    const q = await ask(api, alice.id, 'Approval not yours')
    await answer(q.id, true)
    for (const token of [tokens.alice, tokens.visitor]) {
      expect(errorCode(await approve(q.id, token))).toBe('FORBIDDEN')
      expect(errorCode(await reject(q.id, null, token))).toBe('FORBIDDEN')
      expect(errorCode(await api.gql('{ pendingPublications { totalCount } }', {}, { token }))).toBe('FORBIDDEN')
    }
    expect(errorCode(await approve(q.id, ''))).toBe('UNAUTHENTICATED')
    expect(await isPublic(q.id)).toBe(false)
    expect(await inboxStatus(q.id)).toMatchObject({ publicationStatus: 'AWAITING_APPROVAL' })
  })

  it('turned off: new publishing is direct again; what waits stays for staff to decide', async () => {
    const waiting = (await pending()).nodes.map((n) => n.id)
    expect(waiting.length).toBeGreaterThan(0)
    await setApproval(false)
    expect((await pending()).nodes.map((n) => n.id)).toEqual(waiting)
    const q = await ask(api, alice.id, 'Approval off again')
    expect((await answer(q.id, true)).question).toMatchObject({ publicationStatus: 'PUBLISHED' })
    expect(await isPublic(q.id)).toBe(true)
    const [first] = waiting
    if (first === undefined) throw new Error('nothing waiting')
    expect(ok(await approve(first, tokens.owner)).approvePublication.publicationStatus).toBe('PUBLISHED')
    expect(await api.db.select().from(auditEntries).where(eq(auditEntries.target, first))).toHaveLength(1)
  })
})
