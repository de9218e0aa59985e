import Cookies from 'universal-cookie'
import { COOKIE_DEFAULT_PATH, COOKIE_TIMER_CAP_MS } from './constants'

/**
 * Cookies (seed §7, §9): default path `/`, always Secure (Chromium accepts
 * Secure cookies on http://localhost, so dev needs no exception), SameSite
 * lax. Values are never JSON-parsed: tokens stay strings.
 */
export interface CookieOptions {
  /** Seconds (e.g. TOKEN_COOKIE_MAX_AGE_S). */
  maxAge?: number
  expires?: Date
  secure?: boolean
  sameSite?: 'lax' | 'strict' | 'none'
  path?: string
  domain?: string
  partitioned?: boolean
}
export interface CookieStore {
  get: (name: string) => string | undefined
  set: (name: string, value: string, options?: CookieOptions) => void
  remove: (name: string, options?: Pick<CookieOptions, 'path' | 'domain'>) => void
}

/**
 * In the browser (no argument) reads and writes `document.cookie`; on the
 * server pass the request's `Cookie` header, writes then stay in the store.
 */
export function createCookieStore(cookieHeader?: string): CookieStore {
  const cookies = new Cookies(cookieHeader ?? null)
  // A header-backed store must not re-read document.cookie (tests, or code shared with the client).
  const doNotUpdate = cookieHeader !== undefined
  return {
    get: (name) => cookies.get<string | undefined>(name, { doNotParse: true, doNotUpdate }),
    set: (name, value, { secure = true, sameSite = 'lax', path = COOKIE_DEFAULT_PATH, ...rest } = {}) => cookies.set(name, value, { secure, sameSite, path, ...rest }),
    remove: (name, { path = COOKIE_DEFAULT_PATH, domain } = {}) => cookies.remove(name, domain === undefined ? { path } : { path, domain }),
  }
}

// Browser-side default store, created on first use (never at import: SSR-safe).
let browserStore: CookieStore | undefined
const store = (): CookieStore => (browserStore ??= createCookieStore())

export const getCookie = (name: string): string | undefined => store().get(name)
export const setCookie = (name: string, value: string, options?: CookieOptions): void => store().set(name, value, options)
export const removeCookie = (name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void => store().remove(name, options)

/**
 * Calls `onExpire` when `expiresAt` passes. setTimeout overflows beyond
 * 2^31-1 ms (~24.8 days) and would fire at once, so longer waits arm the cap
 * and re-arm until due. Returns a disposer.
 */
export function watchCookieExpiry(expiresAt: Date, onExpire: () => void): () => void {
  const due = expiresAt.getTime()
  let timer: ReturnType<typeof setTimeout>
  const arm = (): void => {
    const remaining = due - Date.now()
    timer = remaining > COOKIE_TIMER_CAP_MS ? setTimeout(arm, COOKIE_TIMER_CAP_MS) : setTimeout(onExpire, Math.max(0, remaining))
  }
  arm()
  return () => clearTimeout(timer)
}
