import { TOKEN_COOKIE_MAX_AGE_S, tokenCookieName, type GqlClientName } from '../runtime/constants'
import { createCookieStore, type CookieStore } from '../runtime/cookie'

/**
 * Where a client's bearer token lives: the cookie named after the client
 * (`gql:public.token`, `gql:default.token`), 7 days, Secure, SameSite=Lax,
 * path /. Inside a cross-site iframe the browser may refuse that cookie
 * (third-party cookies blocked): the token then lives in sessionStorage for
 * the frame's session, so asking and booking still work.
 */
export type TokenStore = {
  get: () => string | undefined
  set: (token: string) => void
  clear: () => void
}

const storageKey = (client: GqlClientName) => `${tokenCookieName(client)}:fallback`

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

const isFramed = (): boolean => {
  try {
    return typeof window !== 'undefined' && window.self !== window.top
  } catch {
    return true
  }
}

export function createTokenStore(client: GqlClientName, cookies: CookieStore = createCookieStore()): TokenStore {
  const name = tokenCookieName(client)
  const memory: { token?: string } = {}
  return {
    get: () => cookies.get(name) || sessionStorageOrNull()?.getItem(storageKey(client)) || memory.token,
    set: (token) => {
      // Partitioned (CHIPS) lets the cookie live inside a cross-site frame where allowed.
      cookies.set(name, token, { maxAge: TOKEN_COOKIE_MAX_AGE_S, partitioned: isFramed() })
      if (cookies.get(name) === token) return
      memory.token = token
      sessionStorageOrNull()?.setItem(storageKey(client), token)
    },
    clear: () => {
      cookies.remove(name)
      delete memory.token
      sessionStorageOrNull()?.removeItem(storageKey(client))
    },
  }
}

/** During (pre)rendering the token comes from the incoming request's cookies; nothing is written. */
export function createServerTokenStore(client: GqlClientName, cookieHeader: string | undefined): TokenStore {
  const cookies = createCookieStore(cookieHeader ?? '')
  return { get: () => cookies.get(tokenCookieName(client)), set: () => {}, clear: () => {} }
}
