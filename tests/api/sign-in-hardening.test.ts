// Issue 15, finding 5: sign-in tells nobody whether an address is an ambassador's, bounds guessing per account, and cannot be blocked by others' requests.
import { eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_GUESSES_PER_HOUR } from '../../src/contract/limits'
import { idempotencyKeys, notifications, organizations, rateLimits, signInGuards } from '../../server/db/schema'
import { CODE_REQUEST_MIN_MS } from '../../server/sessions/sign-in'
import { accountKey, guardKeys, GUESS_DELAYS_S, GUESS_WINDOW_S } from '../../server/sessions/sign-in-guard'
import { latestMail, latestSignInCode } from '../../server/testing/outbox'
import { openBrowser } from './helpers/browser-jar'
import type { Browser } from './helpers/browser-jar'
import { FIXTURES } from './helpers/fixtures'
import { errorCode, freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { GqlResponse, TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string; message: string }[]
type Requested = { requestSignInCode: { sent: boolean; expiresAt: string | null; fieldErrors: FieldErrors } }
type SignedIn = { signIn: { token: string | null; fieldErrors: FieldErrors } }
const REQUEST =
  'mutation($e: String!, $k: String!, $l: Locale) { requestSignInCode(email: $e, idempotencyKey: $k, locale: $l) { sent expiresAt fieldErrors { field code message } } }'
const SIGN_IN = 'mutation($e: String!, $c: String!) { signIn(email: $e, code: $c) { token fieldErrors { field code message } } }'

/** A client: an address that keeps no cookies, or a browser that does (codes are bound to the browser that asked). */
type Client = string | Browser
const send = <T>(client: Client, query: string, variables: Record<string, unknown>): Promise<GqlResponse<T>> =>
  typeof client === 'string' ? api.gql<T>(query, variables, { ip: client }) : client.gql<T>(query, variables)
const requestCode = (email: string, client: Client, k = idempotencyKey()) => send<Requested>(client, REQUEST, { e: email, k, l: 'fr' })
const signIn = (email: string, code: string, client: Client) => send<SignedIn>(client, SIGN_IN, { e: email, c: code })
/** A code that is not `code` (six digits). */
const wrongCode = (code: string | null, n = 1): string => String((Number(code ?? '0') + n) % 1_000_000).padStart(6, '0')
/** The response without the instant it was made at: what a caller can compare between two addresses. */
const comparable = (r: GqlResponse<Requested>) => ({
  status: r.status,
  errors: r.errors,
  ...r.data.requestSignInCode,
  expiresAt: r.data.requestSignInCode.expiresAt === null ? null : Math.round((Date.parse(r.data.requestSignInCode.expiresAt) - Date.now()) / 60_000),
})
const demoOrgId = async (): Promise<string> => (await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo')))[0]?.id ?? ''
/** Moves the account's wrong codes (both pools) back in time, as if that long had passed (no sleeping). */
const letTimePass = async (email: string, seconds: number): Promise<void> => {
  await api.db
    .update(signInGuards)
    .set({ failedAt: sql`array(select t - make_interval(secs => ${seconds}) from unnest(${signInGuards.failedAt}) t)` })
    .where(inArray(signInGuards.accountKey, guardKeys(accountKey(await demoOrgId(), email))))
}

describe('finding 5: sign-in reveals nothing and cannot be blocked', () => {
  it('requestSignInCode answers an unknown address exactly like a known one, and e-mails only the known one', async () => {
    const known = FIXTURES.ambassador3.email
    const unknown = 'nobody-at-all@demo.test'
    const kKnown = idempotencyKey()
    const kUnknown = idempotencyKey()
    const ipKnown = freshIp()
    const ipUnknown = freshIp()
    const first = [await requestCode(known, ipKnown, kKnown), await requestCode(unknown, ipUnknown, kUnknown)]
    expect(comparable(first[0]!)).toEqual({ status: 200, errors: undefined, sent: true, expiresAt: 10, fieldErrors: [] })
    expect(comparable(first[1]!)).toEqual(comparable(first[0]!))
    // A retry with the same key replays the same answer for both.
    const replays = [await requestCode(known, ipKnown, kKnown), await requestCode(unknown, ipUnknown, kUnknown)]
    expect(replays[0]?.data).toEqual(first[0]?.data)
    expect(replays[1]?.data).toEqual(first[1]?.data)
    expect(await latestSignInCode(api.db, known)).toMatch(/^\d{6}$/)
    expect(await latestMail(api.db, unknown)).toBeNull()
    // The typed address is stored nowhere in clear.
    expect(await api.db.select().from(rateLimits).where(like(rateLimits.key, '%nobody-at-all%'))).toEqual([])
    expect(await api.db.select().from(idempotencyKeys).where(like(idempotencyKeys.requestHash, '%nobody-at-all%'))).toEqual([])
    expect(await api.db.select().from(notifications).where(like(notifications.bodyText, '%nobody-at-all%'))).toEqual([])
  })

  it('requestSignInCode answers no sooner than its floor, for an unknown address as for a known one', async () => {
    // The floor (CODE_REQUEST_MIN_MS) is what makes both take as long: the extra work of a known address (queueing its
    // e-mail) ends well inside it. A lower bound is deterministic; comparing durations is a benchmark's job, not a test's.
    for (let i = 0; i < 6; i++) {
      for (const email of [`amb${70 + i}@demo.test`, `nobody-${i}@demo.test`]) {
        const started = performance.now()
        ok(await requestCode(email, freshIp()))
        expect(performance.now() - started).toBeGreaterThanOrEqual(CODE_REQUEST_MIN_MS - 1)
      }
    }
  })

  it('signIn answers an unknown address exactly like a known one: wrong codes, then the code used up, and with no code at all', async () => {
    const run = async (email: string): Promise<FieldErrors[]> => {
      // One browser asks for the code and types the wrong ones: its own wrong codes use the code up.
      const browser = openBrowser(api)
      const answers: FieldErrors[] = [ok(await signIn(email, '123456', browser)).signIn.fieldErrors]
      ok(await requestCode(email, browser))
      const code = await latestSignInCode(api.db, email)
      for (let i = 1; i <= SIGN_IN_CODE_MAX_ATTEMPTS + 1; i++) answers.push(ok(await signIn(email, wrongCode(code, i), browser)).signIn.fieldErrors)
      return answers
    }
    const known = await run(FIXTURES.ambassador4.email)
    const unknown = await run('no-such-ambassador@demo.test')
    expect(known.map((errors) => errors.map((e) => e.code))).toEqual([
      ['CODE_INVALID'],
      ['CODE_INVALID'],
      ['CODE_INVALID'],
      ['CODE_INVALID'],
      ['CODE_INVALID'],
      ['TOO_MANY_ATTEMPTS'],
      ['TOO_MANY_ATTEMPTS'],
    ])
    expect(unknown).toEqual(known)
  })

  // Two pools per account (sign-in-guard.ts): clients typing a code they did not ask for in that browser (here: no
  // cookies at all), and browsers typing the code they asked for. Each is capped alike, however many clients.
  it.each([
    ['clients without the asking browser', 'amb50@demo.test', (): Client => freshIp()],
    ['browsers that asked for their code', 'amb58@demo.test', (): Client => openBrowser(api)],
  ])(`the ${SIGN_IN_GUESSES_PER_HOUR + 1}th guess in an hour is refused, even across new codes and from as many %s`, async (_, email, newClient) => {
    const answers: (string | undefined)[] = []
    let waited = 0
    for (let guess = 0; guess < SIGN_IN_GUESSES_PER_HOUR; guess++) {
      // Every guess from a new client, each with a fresh code of its own: neither resets the account's count.
      const client = newClient()
      ok(await requestCode(email, client))
      const delay = GUESS_DELAYS_S[guess] ?? 0
      if (delay > 0) {
        const early = await signIn(email, '000000', client)
        expect(errorCode(early)).toBe('RATE_LIMITED')
        expect(early.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(delay - 5)
        await letTimePass(email, delay)
        waited += delay
      }
      const answer = await signIn(email, wrongCode(await latestSignInCode(api.db, email)), client)
      answers.push(errorCode(answer) ?? answer.data.signIn.fieldErrors[0]?.code)
    }
    expect(answers).toEqual(Array(SIGN_IN_GUESSES_PER_HOUR).fill('CODE_INVALID'))
    // The allowance is used up: the next guess is refused unchecked, even the right code, until the oldest wrong code is an hour old.
    const client = newClient()
    ok(await requestCode(email, client))
    const right = await latestSignInCode(api.db, email)
    const refused = await signIn(email, right ?? '', client)
    expect(errorCode(refused)).toBe('RATE_LIMITED')
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(GUESS_WINDOW_S - waited - 60)
    await letTimePass(email, GUESS_WINDOW_S - waited)
    expect(ok(await signIn(email, right ?? '', client)).signIn.token).toMatch(/^as_/)
  })

  it("many code requests from other addresses neither use up the owner's requests nor void the owner's code", async () => {
    const email = 'amb51@demo.test'
    // An attacker asks for codes from one address until refused, and from twenty more.
    const attacker = freshIp()
    const fromOne: (string | undefined)[] = []
    for (let i = 0; i < 6; i++) fromOne.push(errorCode(await requestCode(email, attacker)))
    expect(fromOne.at(-1)).toBe('RATE_LIMITED')
    for (let i = 0; i < 20; i++) expect(errorCode(await requestCode(email, freshIp()))).toBeUndefined()
    // The owner still gets a code from their own address…
    const owner = freshIp()
    expect(ok(await requestCode(email, owner)).requestSignInCode.sent).toBe(true)
    const ownersCode = await latestSignInCode(api.db, email)
    // …which keeps working while more codes are requested from elsewhere.
    for (let i = 0; i < 5; i++) ok(await requestCode(email, freshIp()))
    expect(await latestSignInCode(api.db, email)).not.toBeNull()
    const signedIn = ok(await signIn(email, ownersCode ?? '', owner)).signIn
    expect(signedIn.fieldErrors).toEqual([])
    expect(signedIn.token).toMatch(/^as_/)
  })
})
