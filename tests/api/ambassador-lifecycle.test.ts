/**
 * Issue 17: invite → accept the link → sign in → complete the profile →
 * pending → approve → public; expired, renewed and reused links; invitees
 * reach onboarding only; idempotent invitations; the staff list.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AMBASSADOR_INVITATION_TTL_DAYS } from '../../src/contract/limits'
import { ambassadorInvitations, ambassadors, auditEntries, notifications } from '../../server/db/schema'
import { hashSecret } from '../../server/security/tokens'
import { latestMail, latestSignInCode } from '../../server/testing/outbox'
import { alice, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { accept, APPROVE, COMPLETE, invite, latestInvitationToken, profileInput, staffList, type FieldErrorShape, type StaffAmbassador } from './helpers/lifecycle'
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

type MePayload = { me: { email: string; status: string; ambassador: { firstName: string } } | null; fieldErrors: FieldErrorShape[] }
const complete = async (token: string, input: Record<string, unknown>) => ok(await api.gql<{ completeProfile: MePayload }>(COMPLETE, { i: input }, { token })).completeProfile
const publicAmbassador = async (id: string) => ok(await api.gql<{ ambassador: { id: string } | null }>('query($id: ID!) { ambassador(id: $id) { id } }', { id })).ambassador
const publicSearch = async (text: string) =>
  ok(await api.gql<{ ambassadors: { nodes: { id: string }[] } }>('query($t: String) { ambassadors(filter: { text: $t }) { nodes { id } } }', { t: text })).ambassadors.nodes
const mailsTo = async (email: string, kind = 'ambassador_invitation') =>
  (
    await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, email), eq(notifications.kind, kind)))
  ).length

/** Invited, link opened, signed in, profile completed with `over`: the pending ambassador's id. */
async function pendingAmbassador(email: string, over: Record<string, unknown>): Promise<string> {
  await invite(api, owner, [email])
  await accept(api, (await latestInvitationToken(api, email)) ?? '')
  const token = await signInAs(api, email)
  expect((await complete(token, profileInput(over))).me?.status).toBe('PENDING')
  const [row] = await api.db.select({ id: ambassadors.id }).from(ambassadors).where(eq(ambassadors.email, email))
  return row?.id ?? ''
}

describe('the invitation flow', () => {
  it('invites, the invitee accepts, signs in, completes the profile, staff approve: the ambassador is public at once', async () => {
    const email = 'zephyrine@example.test'
    const invited = await invite(api, owner, [' Zephyrine@Example.test ', 'not-an-address', alice.email])
    expect(invited.invited).toBe(1)
    expect(invited.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['emails.1', 'EMAIL'],
      ['emails.2', 'ALREADY_AMBASSADOR'],
    ])
    const link = await latestInvitationToken(api, email)
    expect(link).toMatch(/^ai_/)
    const [row] = await api.db.select().from(ambassadors).where(eq(ambassadors.email, email))
    expect(row).toMatchObject({ status: 'invited', active: false, firstName: '', timeZone: 'UTC' })

    // Not before the link is opened: the address gets no sign-in code.
    ok(await api.gql('mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent } }', { e: email, k: idempotencyKey() }, { ip: freshIp() }))
    expect(await latestSignInCode(api.db, email)).toBeNull()

    expect(await accept(api, link ?? '')).toEqual({ email, status: 'INVITED', fieldErrors: [] })
    const token = await signInAs(api, email)
    expect(ok(await api.gql<{ me: { status: string } }>('{ me { status } }', {}, { token })).me.status).toBe('INVITED')
    // Everything but onboarding stays closed until staff approve.
    expect(errorCode(await api.gql('{ myQuestions { nodes { id } } }', {}, { token }))).toBe('FORBIDDEN')

    const refused = await complete(token, profileInput({ fieldKey: 'alchemy', country: 'XX', weeklyAvailability: [{ weekday: 1, start: '10:00', end: '09:00' }] }))
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['fieldKey', 'NOT_ALLOWED'],
      ['country', 'NOT_ALLOWED'],
      ['weeklyAvailability.0.end', 'END_BEFORE_START'],
    ])
    const missing = await complete(token, profileInput({ headline: ' ', studyLevel: 'BACHELOR' }))
    expect(missing.fieldErrors).toEqual([expect.objectContaining({ field: 'headline', code: 'REQUIRED' })])

    expect((await complete(token, profileInput())).me).toMatchObject({ status: 'PENDING', ambassador: { firstName: 'Zéphyrine' } })
    // A pending ambassador may sign in again and correct the profile.
    const again = await signInAs(api, email)
    expect((await complete(again, profileInput({ firstName: 'Zephyrine' }))).me?.status).toBe('PENDING')
    const id = row?.id ?? ''
    expect(await publicAmbassador(id)).toBeNull()
    expect(await publicSearch('Zephyrine')).toEqual([])

    const pending = await staffList(api, owner, { status: 'PENDING', search: 'zéphyr okafor' })
    expect(pending.nodes).toEqual([expect.objectContaining({ id, status: 'PENDING', firstName: 'Zephyrine', fieldKey: 'engineering', studyLevel: 'MASTER', country: 'FR' })])
    expect(pending.nodes[0]?.submittedAt).not.toBeNull()

    const approved = ok(await api.gql<{ approveAmbassador: { ambassador: StaffAmbassador; fieldErrors: FieldErrorShape[] } }>(APPROVE, { id }, { token: owner })).approveAmbassador
    expect(approved).toMatchObject({ fieldErrors: [], ambassador: { id, status: 'ACTIVE' } })
    expect(await publicAmbassador(id)).toEqual({ id })
    expect(await publicSearch('Zephyrine')).toEqual([{ id }])
    expect(ok(await api.gql<{ me: { status: string } }>('{ me { status } }', {}, { token })).me.status).toBe('ACTIVE')
    expect(errorCode(await api.gql('{ myQuestions { nodes { id } } }', {}, { token }))).toBeUndefined()

    const twice = ok(await api.gql<{ approveAmbassador: { fieldErrors: FieldErrorShape[] } }>(APPROVE, { id }, { token: owner })).approveAmbassador
    expect(twice.fieldErrors).toEqual([expect.objectContaining({ field: 'ambassadorId', code: 'INVALID_STATE' })])

    // One "you are approved" e-mail (the refused second approval sends none), in English: the profile was completed in English.
    expect(await mailsTo(email, 'ambassador_approved')).toBe(1)
    const approvedMail = await latestMail(api.db, email, 'ambassador_approved')
    expect(approvedMail?.subject).toBe('You are now an ambassador for Horizon University')
    expect(approvedMail?.bodyText).toContain('Hello Zephyrine,')
    expect(approvedMail?.bodyText).toContain('http://portal.test/ambassadors\n')

    // Audit entries name the ambassador by id, never by address or name.
    const audit = await api.db.select().from(auditEntries).where(eq(auditEntries.target, id))
    expect(audit.map((a) => a.kind).sort()).toEqual(['ambassador.approve', 'ambassador.invite'])
    expect(JSON.stringify(audit)).not.toMatch(/zephyrine|okafor/i)
  })

  it('e-mails the approval in the language the profile was completed in, with the way to the ambassadors area', async () => {
    const email = 'apolline@example.test'
    const id = await pendingAmbassador(email, { firstName: 'Apolline', locale: 'fr' })
    expect(await mailsTo(email, 'ambassador_approved')).toBe(0)
    // The staff member works in English: the e-mail is the ambassador's, in French.
    ok(await api.gql(APPROVE, { id }, { token: owner, headers: { 'accept-language': 'en' } }))
    const mail = await latestMail(api.db, email, 'ambassador_approved')
    expect(mail?.subject).toBe('Vous êtes désormais ambassadeur ou ambassadrice pour Université Horizon')
    expect(mail?.bodyText).toContain('Bonjour Apolline,')
    expect(mail?.bodyText).toContain('http://portal.test/fr/ambassadors\n')
  })

  it('says when a link is unknown, used, expired or superseded, in the request language, and renews an invitation', async () => {
    const email = 'late@example.test'
    await invite(api, owner, [email])
    const first = (await latestInvitationToken(api, email)) ?? ''
    await api.db
      .update(ambassadorInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(ambassadorInvitations.tokenHash, hashSecret(first)))
    const expired = await accept(api, first, { 'accept-language': 'fr' })
    expect(expired.fieldErrors.map((e) => [e.field, e.code])).toEqual([['token', 'INVITATION_EXPIRED']])
    expect(expired.fieldErrors[0]?.message).toContain('Demandez-en un nouveau')

    const staff = (await staffList(api, owner, { status: 'INVITED', search: 'late@' })).nodes[0]
    const renewed = await invite(api, owner, [email])
    expect(renewed).toEqual({ invited: 1, fieldErrors: [] })
    const second = (await latestInvitationToken(api, email)) ?? ''
    expect(second).not.toBe(first)
    const after = (await staffList(api, owner, { status: 'INVITED', search: 'late@' })).nodes[0]
    expect(Date.parse(after?.invitationExpiresAt ?? '') - Date.now()).toBeGreaterThan((AMBASSADOR_INVITATION_TTL_DAYS - 1) * 86_400_000)
    expect(after?.id).toBe(staff?.id)

    expect((await accept(api, second)).status).toBe('INVITED')
    const used = await accept(api, second)
    expect(used.fieldErrors.map((e) => [e.field, e.code])).toEqual([['token', 'INVITATION_USED']])
    expect(used.fieldErrors[0]?.message).toContain('ask the team that invited you for a new link')
    expect((await accept(api, 'ai_not-a-real-token')).fieldErrors[0]).toMatchObject({ field: 'token', code: 'NOT_FOUND' })
    const unknown = (await accept(api, `ai_${'A'.repeat(43)}`)).fieldErrors[0]
    expect(unknown).toMatchObject({ field: 'token', code: 'NOT_FOUND' })
    expect(unknown?.message).toContain('invitation link is not valid')
  })

  it('replays an invitation retried with the same key: one e-mail, the same answer', async () => {
    const key = idempotencyKey()
    const first = await invite(api, owner, ['once@example.test', 'nope'], key)
    expect(await invite(api, owner, ['once@example.test', 'nope'], key)).toEqual(first)
    expect(first.invited).toBe(1)
    expect(await mailsTo('once@example.test')).toBe(1)
    expect((await invite(api, owner, ['other@example.test'], key)).fieldErrors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('lists every status newest first, with search, cursor pages and a total', async () => {
    await invite(api, owner, ['page-a@example.test', 'page-b@example.test', 'page-c@example.test'])
    const all = await staffList(api, owner, { search: 'page-', first: 2 })
    expect(all.totalCount).toBe(3)
    expect(all.hasNextPage).toBe(true)
    const rest = await staffList(api, owner, { search: 'page-', first: 2, after: all.endCursor })
    expect(rest.hasNextPage).toBe(false)
    const emails = [...all.nodes, ...rest.nodes].map((n) => n.email)
    expect(new Set(emails)).toEqual(new Set(['page-a@example.test', 'page-b@example.test', 'page-c@example.test']))
    const everyone = await staffList(api, owner, { first: 100 })
    expect(everyone.totalCount).toBeGreaterThan(150)
    expect(new Set(everyone.nodes.map((n) => n.status))).toEqual(new Set(['INVITED', 'ACTIVE']))
    const alices = await staffList(api, owner, { status: 'ACTIVE', search: 'alice durand' })
    expect(alices.nodes.map((n) => n.email)).toContain(alice.email)
    expect(alices.nodes.find((n) => n.email === alice.email)?.openQuestionCount).toBeGreaterThan(0)
  })
})
