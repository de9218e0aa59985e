import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadorSessions, organizations, signInCodes } from '../../server/db/schema'
import { seedScale } from '../../server/demo/seed'
import { accountKey } from '../../server/sessions/sign-in-guard'
import { latestSignInCode } from '../../server/testing/outbox'
import { openBrowser } from './helpers/browser-jar'
import { alice, bruno, chihiro, signInAs, visitorToken } from './helpers/fixtures'
import { errorCode, freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type Requested = { requestSignInCode: { sent: boolean; expiresAt: string | null; fieldErrors: { field: string; code: string; message: string }[] } }
type SignedIn = { signIn: { token: string | null; expiresAt: string | null; me: { email: string } | null; fieldErrors: { field: string; code: string; message: string }[] } }
const REQUEST =
  'mutation($e: String!, $k: String!, $l: Locale) { requestSignInCode(email: $e, idempotencyKey: $k, locale: $l) { sent expiresAt fieldErrors { field code message } } }'
const SIGN_IN = 'mutation($e: String!, $c: String!) { signIn(email: $e, code: $c) { token expiresAt me { email } fieldErrors { field code message } } }'
const demoOrgId = async (): Promise<string> => (await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo')))[0]?.id ?? ''
const ME = '{ me { email lastName timeZone ambassador { id firstName } openQuestionCount overdueQuestionCount pendingMeetingCount weeklyAvailability { weekday start end } } }'

describe('sign-in codes', () => {
  it('mails a 6-digit code valid 10 minutes, and signs in with it once', async () => {
    const ip = freshIp()
    const requested = ok(await api.gql<Requested>(REQUEST, { e: ` ${alice.email.toUpperCase()} `, k: idempotencyKey() }, { ip })).requestSignInCode
    expect(requested.sent).toBe(true)
    const minutes = (Date.parse(requested.expiresAt ?? '') - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9)
    expect(minutes).toBeLessThanOrEqual(10)
    const code = await latestSignInCode(api.db, alice.email)
    expect(code).toMatch(/^\d{6}$/)
    const signedIn = ok(await api.gql<SignedIn>(SIGN_IN, { e: alice.email, c: code }, { ip })).signIn
    expect(signedIn.fieldErrors).toEqual([])
    expect(signedIn.token).toMatch(/^as_/)
    expect(signedIn.me?.email).toBe(alice.email)
    const days = (Date.parse(signedIn.expiresAt ?? '') - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(7)
    // The session is stored hashed, never as the token itself.
    const stored = await api.db.select().from(ambassadorSessions)
    expect(stored.some((s) => s.tokenHash === signedIn.token)).toBe(false)
    // A code works once.
    expect(ok(await api.gql<SignedIn>(SIGN_IN, { e: alice.email, c: code })).signIn.fieldErrors[0]?.code).toBe('CODE_INVALID')
  })

  it('says which field is wrong: malformed email, malformed code (fr messages)', async () => {
    const malformed = ok(await api.gql<Requested>(REQUEST, { e: 'not-an-email', k: idempotencyKey(), l: 'fr' })).requestSignInCode
    expect(malformed).toMatchObject({ sent: false, fieldErrors: [{ field: 'email', code: 'EMAIL' }] })
    expect(malformed.fieldErrors[0]?.message).toContain("n'est pas valide")
    expect(ok(await api.gql<SignedIn>(SIGN_IN, { e: alice.email, c: '12a' })).signIn.fieldErrors[0]).toMatchObject({ field: 'code', code: 'NUMERIC' })
  })

  it('allows 5 wrong attempts from the browser that asked, then refuses even the right code', async () => {
    // Only the asking browser's wrong codes use a code up (others': sign-in-browser-binding.test.ts).
    const browser = openBrowser(api)
    ok(await browser.gql<Requested>(REQUEST, { e: bruno.email, k: idempotencyKey() }))
    const code = await latestSignInCode(api.db, bruno.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const codes: string[] = []
    for (let i = 0; i < 5; i++) codes.push(ok(await browser.gql<SignedIn>(SIGN_IN, { e: bruno.email, c: wrong })).signIn.fieldErrors[0]?.code ?? '')
    expect(codes).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'TOO_MANY_ATTEMPTS'])
    expect(ok(await browser.gql<SignedIn>(SIGN_IN, { e: bruno.email, c: code })).signIn).toMatchObject({ token: null, fieldErrors: [{ code: 'TOO_MANY_ATTEMPTS' }] })
  })

  it('refuses an expired code, and only the latest code a client asked for counts', async () => {
    const ip = freshIp()
    ok(await api.gql<Requested>(REQUEST, { e: chihiro.email, k: idempotencyKey() }, { ip }))
    const old = await latestSignInCode(api.db, chihiro.email)
    ok(await api.gql<Requested>(REQUEST, { e: chihiro.email, k: idempotencyKey() }, { ip }))
    const latest = await latestSignInCode(api.db, chihiro.email)
    if (old !== latest) expect(ok(await api.gql<SignedIn>(SIGN_IN, { e: chihiro.email, c: old }, { ip })).signIn.fieldErrors[0]?.code).toBe('CODE_INVALID')
    await api.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.accountKey, accountKey(await demoOrgId(), chihiro.email)))
    expect(ok(await api.gql<SignedIn>(SIGN_IN, { e: chihiro.email, c: latest }, { ip })).signIn.fieldErrors[0]?.code).toBe('CODE_EXPIRED')
  })

  it('a retried request (same key) sends one code, not two', async () => {
    const k = idempotencyKey()
    const ip = freshIp()
    const a = ok(await api.gql<Requested>(REQUEST, { e: alice.email, k }, { ip })).requestSignInCode
    const before = await latestSignInCode(api.db, alice.email)
    const b = ok(await api.gql<Requested>(REQUEST, { e: alice.email, k }, { ip })).requestSignInCode
    expect(b.expiresAt).toBe(a.expiresAt)
    expect(await latestSignInCode(api.db, alice.email)).toBe(before)
  })

  it('rate-limits code requests per email from one client (RATE_LIMITED with a retry delay)', async () => {
    const email = 'ambassador4@demo.test'
    const ip = freshIp()
    const results: (string | undefined)[] = []
    for (let i = 0; i < 7; i++) results.push(errorCode(await api.gql(REQUEST, { e: email, k: idempotencyKey() }, { ip })))
    expect(results.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(results.slice(5)).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
    const limited = await api.gql(REQUEST, { e: email, k: idempotencyKey() }, { ip })
    expect(limited.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0)
  })
})

describe('ambassador sessions', () => {
  it('me needs an ambassador session: none, a visitor token or a forged token → UNAUTHENTICATED', async () => {
    expect(errorCode(await api.gql(ME))).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql(ME, {}, { token: await visitorToken(api) }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql(ME, {}, { token: `as_${'x'.repeat(43)}` }))).toBe('UNAUTHENTICATED')
  })
  it('me shows the private account; signOut ends the session', async () => {
    const token = await signInAs(api, alice.email)
    const me = ok(
      await api.gql<{
        me: { email: string; lastName: string; ambassador: { id: string }; openQuestionCount: number; overdueQuestionCount: number; weeklyAvailability: unknown[] }
      }>(ME, {}, { token }),
    ).me
    expect(me).toMatchObject({ email: alice.email, lastName: 'Durand', ambassador: { id: alice.id } })
    expect(me.openQuestionCount).toBeGreaterThanOrEqual(4)
    expect(me.overdueQuestionCount).toBeGreaterThanOrEqual(0)
    expect(me.weeklyAvailability).toContainEqual({ weekday: 1, start: '09:00', end: '17:00' })
    expect(ok(await api.gql<{ signOut: boolean }>('mutation { signOut }', {}, { token })).signOut).toBe(true)
    expect(errorCode(await api.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED')
    expect(ok(await api.gql<{ signOut: boolean }>('mutation { signOut }')).signOut).toBe(false)
  })
  it('an expired session is refused', async () => {
    const token = await signInAs(api, chihiro.email)
    await api.db.update(ambassadorSessions).set({ expiresAt: sql`now() - interval '1 second'` })
    expect(errorCode(await api.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED')
  })
  it('a session of one organization does not open another', async () => {
    await seedScale(api.db, 3)
    const token = await signInAs(api, alice.email)
    expect(errorCode(await api.gql(ME, {}, { token, org: 'scale' }))).toBe('UNAUTHENTICATED')
    expect(ok(await api.gql<{ me: { email: string } }>(ME, {}, { token, org: 'demo' })).me.email).toBe(alice.email)
  })
})
