// Issue 32, security finding: five wrong codes from anyone voided the owner's current code. Wrong guesses now count
// against a code only when they come from the browser that asked for it (a cookie set with the code); everyone
// else's guesses are capped per account on their own, so they can neither void the owner's code nor hold it back.
import { isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_CODE_MAX_ATTEMPTS } from '../../src/contract/limits'
import { signInCodes } from '../../server/db/schema'
import { GUESS_DELAYS_S } from '../../server/sessions/sign-in-guard'
import { latestSignInCode } from '../../server/testing/outbox'
import { openBrowser } from './helpers/browser-jar'
import type { Browser } from './helpers/browser-jar'
import { OWNER_EMAIL } from './helpers/fixtures'
import { errorCode, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { GqlResponse, TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string }[]
type SignedIn = { signIn: { token: string | null; fieldErrors: FieldErrors } }
const REQUEST = 'mutation($e: String!, $k: String!, $a: SignInAudience) { requestSignInCode(email: $e, idempotencyKey: $k, audience: $a) { sent fieldErrors { code } } }'
const SIGN_IN = 'mutation($e: String!, $c: String!, $a: SignInAudience) { signIn(email: $e, code: $c, audience: $a) { token fieldErrors { field code } } }'

const requestCode = async (browser: Browser, email: string, audience = 'AMBASSADOR'): Promise<void> => {
  expect(ok(await browser.gql<{ requestSignInCode: { sent: boolean } }>(REQUEST, { e: email, k: idempotencyKey(), a: audience })).requestSignInCode.sent).toBe(true)
}
const signIn = (browser: Browser, email: string, code: string, audience = 'AMBASSADOR') => browser.gql<SignedIn>(SIGN_IN, { e: email, c: code, a: audience })
/** What a guess came to: the field error's code, RATE_LIMITED, or SIGNED_IN. */
const outcome = (response: GqlResponse<SignedIn>): string =>
  errorCode(response) ?? response.data.signIn.fieldErrors[0]?.code ?? (response.data.signIn.token ? 'SIGNED_IN' : 'NOTHING')
/** A six-digit code that is not `code`. */
const wrongCode = (code: string | null, n = 1): string => String((Number(code ?? '0') + n) % 1_000_000).padStart(6, '0')
/** How many guesses strangers get through at once before the per-account delays start (sign-in-guard.ts). */
const AT_ONCE = GUESS_DELAYS_S.findIndex((delay) => delay > 0)

describe("a stranger's wrong codes never stop the person who asked for the code", () => {
  it("a stranger's wrong guesses, from the same network or elsewhere, neither void the owner's code nor hold it back", async () => {
    const email = 'amb52@demo.test'
    const owner = openBrowser(api)
    await requestCode(owner, email)
    const code = await latestSignInCode(api.db, email)
    // Strangers guess until the per-account cap on strangers holds them back: one on the owner's own network
    // (a school's shared address), the others from elsewhere, none with the owner's browser.
    const answers: string[] = []
    const sameNetwork = openBrowser(api, owner.ip)
    for (let i = 1; i <= SIGN_IN_CODE_MAX_ATTEMPTS + 3; i++) answers.push(outcome(await signIn(i % 2 === 0 ? sameNetwork : openBrowser(api), email, wrongCode(code, i))))
    expect(answers.slice(0, AT_ONCE)).toEqual(Array(AT_ONCE).fill('CODE_INVALID'))
    expect(answers.slice(AT_ONCE)).toEqual(Array(answers.length - AT_ONCE).fill('RATE_LIMITED'))
    // The owner's code was never voided and the owner is not held back: it signs in at once.
    expect(outcome(await signIn(owner, email, code ?? ''))).toBe('SIGNED_IN')
  })

  it("the owner's own wrong guesses still void the code, alike for an unknown address", async () => {
    const run = async (email: string): Promise<string[]> => {
      const owner = openBrowser(api)
      await requestCode(owner, email)
      const code = (await latestSignInCode(api.db, email)) ?? '000000'
      const answers: string[] = []
      for (let i = 1; i <= SIGN_IN_CODE_MAX_ATTEMPTS; i++) answers.push(outcome(await signIn(owner, email, wrongCode(code, i))))
      // The code is dead now, even for the right code typed in the same browser…
      answers.push(outcome(await signIn(owner, email, code)))
      // …and for a stranger's guess, which is checked against it.
      answers.push(outcome(await signIn(openBrowser(api), email, code)))
      return answers
    }
    const known = await run('amb53@demo.test')
    expect(known).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS'])
    expect(await run('nobody-binding@demo.test')).toEqual(known)
  })

  it('a new code from the same browser voids its earlier code; a code asked for in another browser stays', async () => {
    const email = 'amb54@demo.test'
    const owner = openBrowser(api)
    await requestCode(owner, email)
    const first = await latestSignInCode(api.db, email)
    // Someone else asks for a code for the same address from the owner's network: the owner's code stays.
    await requestCode(openBrowser(api, owner.ip), email)
    await requestCode(owner, email)
    const second = await latestSignInCode(api.db, email)
    if (first !== second) expect(outcome(await signIn(owner, email, first ?? ''))).toBe('CODE_INVALID')
    expect(outcome(await signIn(owner, email, second ?? ''))).toBe('SIGNED_IN')
  })

  it('the per-account cap still holds against strangers, for ambassador and staff accounts, while the owner signs in', async () => {
    for (const [email, audience] of [
      ['amb55@demo.test', 'AMBASSADOR'],
      [OWNER_EMAIL, 'STAFF'],
    ] as const) {
      const owner = openBrowser(api)
      await requestCode(owner, email, audience)
      const code = await latestSignInCode(api.db, email)
      // Strangers without a code of their own: held back after the first few, even with the right code.
      const answers: string[] = []
      for (let i = 1; i <= AT_ONCE; i++) answers.push(outcome(await signIn(openBrowser(api), email, wrongCode(code, i), audience)))
      expect(answers).toEqual(Array(AT_ONCE).fill('CODE_INVALID'))
      expect(outcome(await signIn(openBrowser(api), email, code ?? '', audience))).toBe('RATE_LIMITED')
      // The owner still signs in.
      expect(outcome(await signIn(owner, email, code ?? '', audience))).toBe('SIGNED_IN')
    }
  })

  it('strangers who ask for codes of their own are capped per account too: more browsers never buy more guesses', async () => {
    const email = 'amb56@demo.test'
    const answers: string[] = []
    for (let i = 0; i <= AT_ONCE; i++) {
      const stranger = openBrowser(api)
      await requestCode(stranger, email)
      answers.push(outcome(await signIn(stranger, email, wrongCode(await latestSignInCode(api.db, email)))))
    }
    expect(answers).toEqual([...Array<string>(AT_ONCE).fill('CODE_INVALID'), 'RATE_LIMITED'])
  })

  it('requesting a code sets one HttpOnly, SameSite browser cookie for the API only, and keeps it', async () => {
    const browser = openBrowser(api)
    await requestCode(browser, 'amb57@demo.test')
    const [name, header] = [...browser.received][0] ?? ['', '']
    expect(header).toMatch(/;\s*HttpOnly/i)
    expect(header).toMatch(/;\s*SameSite=Strict/i)
    expect(header).toMatch(/;\s*Path=\/gql\/public/i)
    // The test server is not production: no Secure flag (production's is unit-tested beside the cookie's code).
    expect(header).not.toMatch(/;\s*Secure/i)
    const value = browser.cookieHeader()
    expect(value).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{43}$`))
    // Asking again (another address too) keeps the same browser key.
    await requestCode(browser, 'nobody-cookie@demo.test')
    expect(browser.cookieHeader()).toBe(value)
    // The key is stored hashed only.
    const stored = (await api.db.select({ key: signInCodes.browserKey }).from(signInCodes).where(isNotNull(signInCodes.browserKey))).map((row) => row.key ?? '')
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.some((key) => value?.includes(key))).toBe(false)
  })

  it('an allowed origin may send the cookie along (credentialed CORS); another origin is still refused', async () => {
    const preflight = (origin: string) =>
      fetch(api.endpoint, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    const allowed = await preflight('http://localhost:4173')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    const refused = await preflight('https://evil.example')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
