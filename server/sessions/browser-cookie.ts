/**
 * The sign-in browser key (issue 32): a random value in a cookie set when a
 * code is asked for, so that wrong guesses count against a code only when they
 * come from the browser that asked for it (sign-in.ts, decision 142). It opens
 * nothing by itself; only its hash is stored, on the code row. HttpOnly (page
 * scripts never need it), SameSite=Strict and scoped to the GraphQL path (sent
 * only with the API's own same-site requests), Secure in production.
 */
import { randomBytes } from 'node:crypto'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import type { CookieJar } from '../core/cookies'
import { hashSecret } from '../security/tokens'

export const BROWSER_COOKIE = 'sign_in_browser'

/** A day: outlives any code typed after it was asked for (SIGN_IN_CODE_TTL_MIN); renewed with every code asked for. */
export const BROWSER_COOKIE_MAX_AGE_S = 86_400

/** 32 random bytes, base64url: the only shape accepted back, so a hand-made cookie is just one more unknown browser. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** The browser's key from its cookie, or null without a well-formed one. */
export function browserKeyOf(cookies: Pick<CookieJar, 'get'>): string | null {
  const value = cookies.get(BROWSER_COOKIE)
  return value !== null && KEY_SHAPE.test(value) ? value : null
}

export function browserCookieHeader(key: string, secure: boolean): string {
  return [`${BROWSER_COOKIE}=${key}`, `Path=${GRAPHQL_PATH}`, `Max-Age=${BROWSER_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ')
}

/** What is stored and compared: never the key itself. */
export const browserKeyHash = (key: string): string => hashSecret(`browser:${key}`)

/** The browser's key (made now when it has none), its cookie set or renewed on the response. Returns the key's hash. */
export function claimBrowserKey(cookies: CookieJar, secure: boolean): string {
  const key = browserKeyOf(cookies) ?? randomBytes(32).toString('base64url')
  cookies.set(browserCookieHeader(key, secure))
  return browserKeyHash(key)
}

/** The hash of the browser key the request carries, or null: for guesses, which never set the cookie. */
export function browserKeyHashOf(cookies: Pick<CookieJar, 'get'>): string | null {
  const key = browserKeyOf(cookies)
  return key === null ? null : browserKeyHash(key)
}
