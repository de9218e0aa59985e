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

/** `a=1; b=x%20y` → a map; values URI-decoded when they can be, quotes around a value dropped (RFC 6265). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    const name = pair.slice(0, at).trim()
    let value = pair.slice(at + 1).trim()
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      value = decodeURIComponent(value)
    } catch {
      // Not URI-encoded by us: kept as sent.
    }
    if (name && !cookies.has(name)) cookies.set(name, value)
  }
  return cookies
}

const SAME_SITE = { lax: 'Lax', strict: 'Strict', none: 'None' } as const

/** One `Set-Cookie`-style string for `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`]
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`)
  if (options.domain) parts.push(`Domain=${options.domain}`)
  if (options.path) parts.push(`Path=${options.path}`)
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`)
  if (options.secure) parts.push('Secure')
  if (options.partitioned) parts.push('Partitioned')
  if (options.sameSite) parts.push(`SameSite=${SAME_SITE[options.sameSite]}`)
  return parts.join('; ')
}

/**
 * In the browser (no argument) reads and writes `document.cookie`; on the
 * server pass the request's `Cookie` header, writes then stay in the store.
 * Our own few lines instead of universal-cookie (2.3 KB gzip on the first load
 * of every page that queries the API; decision 121).
 */
export function createCookieStore(cookieHeader?: string): CookieStore {
  const hasDocument = typeof document !== 'undefined'
  // A header-backed store must not re-read document.cookie (tests, or code shared with the client).
  const fromHeader = cookieHeader !== undefined
  let cookies = parseCookieHeader(cookieHeader ?? (hasDocument ? document.cookie : ''))
  const write = (name: string, value: string, options: CookieOptions): void => {
    if (hasDocument) document.cookie = serializeCookie(name, value, options)
  }
  return {
    get: (name) => {
      if (!fromHeader && hasDocument) cookies = parseCookieHeader(document.cookie)
      return cookies.get(name)
    },
    set: (name, value, { secure = true, sameSite = 'lax', path = COOKIE_DEFAULT_PATH, ...rest } = {}) => {
      cookies.set(name, value)
      write(name, value, { secure, sameSite, path, ...rest })
    },
    remove: (name, { path = COOKIE_DEFAULT_PATH, domain } = {}) => {
      cookies.delete(name)
      write(name, '', { path, domain, expires: new Date(0), maxAge: 0 })
    },
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
