/**
 * Issue 17: deactivating an ambassador hides them from `ambassadors`,
 * `match`, `availableSlots` and `ambassador(id)`, re-routes their open
 * questions to other ambassadors, cancels their future calls with the
 * visitors' cancellation e-mails and ends their sessions; reactivation brings
 * them back. Revoking an invitation (an invited ambassador made inactive)
 * ends its link for good.
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, auditEntries, notifications, questions } from '../../server/db/schema'
import { latestMail } from '../../server/testing/outbox'
import { alice, dolores, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { accept, invite, latestInvitationToken, SET_STATUS, staffList, type FieldErrorShape, type StaffAmbassador } from './helpers/lifecycle'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { errorCode, freshIp, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

type StatusPayload = { ambassador: StaffAmbassador | null; reroutedQuestionCount: number; cancelledMeetingCount: number; fieldErrors: FieldErrorShape[] }
const setStatus = async (id: string, status: string) =>
  ok(await api.gql<{ setAmbassadorStatus: StatusPayload }>(SET_STATUS, { id, s: status }, { token: owner })).setAmbassadorStatus

const MATCH = 'query($input: MatchInput!) { match(input: $input) { ambassadors { ambassador { id } } } }'
const matched = async () =>
  ok(
    await api.gql<{ match: { ambassadors: { ambassador: { id: string } }[] } }>(MATCH, {
      input: { fields: ['engineering'], studyLevel: 'MASTER', country: 'FR', languages: ['fr', 'en'], interests: ['sports', 'housing'], first: 50 },
    }),
  ).match.ambassadors.map((m) => m.ambassador.id)
const listed = async () =>
  ok(await api.gql<{ ambassadors: { nodes: { id: string }[] } }>('query($ids: [ID!]) { ambassadors(filter: { ids: $ids }) { nodes { id } } }', { ids: [alice.id] })).ambassadors
    .nodes
const publicProfile = async () => ok(await api.gql<{ ambassador: { id: string } | null }>('query($id: ID!) { ambassador(id: $id) { id } }', { id: alice.id })).ambassador
const openQuestionsOf = async (id: string) =>
  Number(
    (
      await api.db
        .select({ n: count() })
        .from(questions)
        .where(and(eq(questions.ambassadorId, id), eq(questions.status, 'open')))
    )[0]?.n ?? 0,
  )
const mailCount = async (kind: string, to?: string) =>
  Number(
    (
      await api.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.kind, kind), to === undefined ? undefined : eq(notifications.toEmail, to)))
    )[0]?.n ?? 0,
  )

describe('deactivation', () => {
  it('hides the ambassador everywhere public, re-routes open questions, cancels future calls with e-mails; reactivation brings them back', async () => {
    const slot = (await freeSlots(api, alice.id))[0]
    const visitor = 'deactivated-call@example.test'
    const booked = ok(await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { email: visitor }), { ip: freshIp() })).bookMeeting
    expect(booked.fieldErrors).toEqual([])
    const session = await signInAs(api, alice.email)
    const openIds = (
      await api.db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.ambassadorId, alice.id), eq(questions.status, 'open')))
    ).map((q) => q.id)
    const open = openIds.length
    expect(open).toBeGreaterThan(0)
    expect(await matched()).toContain(alice.id)
    expect(await listed()).toEqual([{ id: alice.id }])
    const receivedBefore = await mailCount('question_received')

    const off = await setStatus(alice.id, 'INACTIVE')
    expect(off).toMatchObject({ fieldErrors: [], reroutedQuestionCount: open, cancelledMeetingCount: 1, ambassador: { id: alice.id, status: 'INACTIVE', openQuestionCount: 0 } })

    expect(await publicProfile()).toBeNull()
    expect(await listed()).toEqual([])
    expect(await matched()).not.toContain(alice.id)
    expect(await freeSlots(api, alice.id)).toEqual([])
    // Her questions went to active ambassadors, each told by e-mail.
    const moved = await api.db
      .select({ status: ambassadors.status, routedByMatch: questions.routedByMatch })
      .from(questions)
      .innerJoin(ambassadors, eq(ambassadors.id, questions.ambassadorId))
      .where(inArray(questions.id, openIds))
    expect(await openQuestionsOf(alice.id)).toBe(0)
    expect(moved).toEqual(openIds.map(() => ({ status: 'active', routedByMatch: true })))
    expect((await mailCount('question_received')) - receivedBefore).toBe(open)
    // The visitor's call is cancelled with the usual e-mail, and a reason.
    expect((await latestMail(api.db, visitor, 'meeting_cancelled_visitor'))?.bodyText).toContain('no longer available')
    // Her session ends, and she cannot sign in again.
    expect(errorCode(await api.gql('{ me { status } }', {}, { token: session }))).toBe('UNAUTHENTICATED')
    const codes = await mailCount('sign_in_code', alice.email)
    ok(
      await api.gql('mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent } }', { e: alice.email, k: idempotencyKey() }, { ip: freshIp() }),
    )
    expect(await mailCount('sign_in_code', alice.email)).toBe(codes)

    const on = await setStatus(alice.id, 'ACTIVE')
    expect(on).toMatchObject({ fieldErrors: [], ambassador: { status: 'ACTIVE' }, reroutedQuestionCount: 0, cancelledMeetingCount: 0 })
    expect(await publicProfile()).toEqual({ id: alice.id })
    expect(await matched()).toContain(alice.id)

    const audit = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.target, alice.id), eq(auditEntries.kind, 'ambassador.status')))
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      ['{"status":"ACTIVE"}', '{"status":"INACTIVE"}'],
      ['{"status":"INACTIVE"}', '{"status":"ACTIVE"}'],
    ])
  })

  it('revoking an invitation ends its link, and an invitee who never completed a profile cannot be activated', async () => {
    const email = 'revoked@example.test'
    await invite(api, owner, [email])
    const link = (await latestInvitationToken(api, email)) ?? ''
    const id = (await staffList(api, owner, { search: email })).nodes[0]?.id ?? ''
    expect((await setStatus(id, 'INACTIVE')).ambassador?.status).toBe('INACTIVE')
    expect((await accept(api, link)).fieldErrors.map((e) => e.code)).toEqual(['INVITATION_EXPIRED'])
    expect((await setStatus(id, 'ACTIVE')).fieldErrors.map((e) => [e.field, e.code])).toEqual([['ambassadorId', 'INVALID_STATE']])
    expect((await setStatus(id, 'PENDING')).fieldErrors.map((e) => [e.field, e.code])).toEqual([['status', 'INVALID_STATE']])
    expect((await invite(api, owner, [email])).fieldErrors.map((e) => [e.field, e.code])).toEqual([['emails.0', 'ALREADY_AMBASSADOR']])
    expect((await setStatus('00000000-0000-4000-8000-00000000ffff', 'INACTIVE')).fieldErrors.map((e) => e.code)).toEqual(['NOT_FOUND'])
  })

  it('an erased ambassador stays erased: listed as such, never reactivated', async () => {
    ok(await api.gql('mutation($id: ID!) { eraseAmbassador(ambassadorId: $id) { erased } }', { id: dolores.id }, { token: owner }))
    const refused = await setStatus(dolores.id, 'ACTIVE')
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([['ambassadorId', 'INVALID_STATE']])
    const listed = ok(
      await api.gql<{ staffAmbassadors: { nodes: { id: string; erased: boolean }[] } }>('{ staffAmbassadors(status: INACTIVE) { nodes { id erased } } }', {}, { token: owner }),
    )
    expect(listed.staffAmbassadors.nodes).toContainEqual({ id: dolores.id, erased: true })
  })
})
