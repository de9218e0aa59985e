import { TOKEN_COOKIE_MAX_AGE_S, tokenCookieName, type GqlClientName } from '../runtime/constants'
import { createCookieStore, type CookieStore } from '../runtime/cookie'

/**
 * Where a client's bearer token lives: the cookie named after the client
 * (`gql:public.token`, `gql:default.token`), 7 days, Secure, SameSite=Lax,
 * path /. Inside a cross-site iframe (the organization's site framing
 * /iframe) the browser refuses a SameSite=Lax cookie, so the token goes into
 * a partitioned cookie (CHIPS: SameSite=None; Secure; Partitioned, kept per
 * embedding site, accepted by Chromium even with third-party cookies
 * blocked); when that is refused too, into sessionStorage, and always into
 * memory, so asking and booking from the frame still work. The API reads
 * only the Authorization header, never the cookie, so SameSite=None opens no
 * cross-site request forgery.
 */
export type TokenStore = {
  get: () => string | undefined
  set: (token: string) => void
  clear: () => void
}

const storageKey = (cookieName: string) => `${cookieName}:fallback`

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // Third-party frame with storage blocked: the property itself throws.
    return null
  }
}

function storageCall<T>(call: (storage: Storage) => T): T | undefined {
  const storage = sessionStorageOrNull()
  if (!storage) return undefined
  try {
    return call(storage)
  } catch {
    return undefined
  }
}

export const isFramed = (): boolean => {
  try {
    return typeof window !== 'undefined' && window.self !== window.top
  } catch {
    return true
  }
}

const PARTITIONED = { sameSite: 'none', partitioned: true } as const

export function createTokenStore(client: GqlClientName, cookies: CookieStore = createCookieStore(), framed: () => boolean = isFramed): TokenStore {
  return createNamedTokenStore(tokenCookieName(client), cookies, framed)
}

/** A token store under any cookie name (the staff console keeps its own: src/features/staff/session/staff-client.ts). */
export function createNamedTokenStore(name: string, cookies: CookieStore = createCookieStore(), framed: () => boolean = isFramed): TokenStore {
  const memory: { token?: string } = {}
  const stored = (token: string) => cookies.get(name) === token
  return {
    get: () => cookies.get(name) || storageCall((s) => s.getItem(storageKey(name))) || memory.token,
    set: (token) => {
      memory.token = token
      cookies.set(name, token, { maxAge: TOKEN_COOKIE_MAX_AGE_S })
      if (stored(token)) return
      if (framed()) {
        cookies.set(name, token, { maxAge: TOKEN_COOKIE_MAX_AGE_S, ...PARTITIONED })
        if (stored(token)) return
      }
      storageCall((s) => s.setItem(storageKey(name), token))
    },
    clear: () => {
      delete memory.token
      cookies.remove(name)
      // A partitioned cookie is only removed by a write that names its partition.
      if (framed()) cookies.set(name, '', { maxAge: 0, ...PARTITIONED })
      storageCall((s) => s.removeItem(storageKey(name)))
    },
  }
}

/** During (pre)rendering the token comes from the incoming request's cookies; nothing is written. */
export function createServerTokenStore(client: GqlClientName, cookieHeader: string | undefined): TokenStore {
  const cookies = createCookieStore(cookieHeader ?? '')
  return { get: () => cookies.get(tokenCookieName(client)), set: () => {}, clear: () => {} }
}
