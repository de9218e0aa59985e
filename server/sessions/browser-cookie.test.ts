import { describe, expect, it } from 'vitest'
import { readCookie } from '../core/cookies'
import type { CookieJar } from '../core/cookies'
import { BROWSER_COOKIE, browserCookieHeader, browserKeyHashOf, browserKeyOf, claimBrowserKey } from './browser-cookie'

const jar = (cookieHeader: string | null): CookieJar & { sent: string[] } => {
  const sent: string[] = []
  return { sent, get: (name) => readCookie(cookieHeader, name), set: (header) => sent.push(header) }
}
const KEY = 'A'.repeat(43)

describe('the sign-in browser cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the GraphQL path only, and Secure only when asked (production)', () => {
    expect(browserCookieHeader(KEY, false)).toBe(`${BROWSER_COOKIE}=${KEY}; Path=/gql/public; Max-Age=86400; HttpOnly; SameSite=Strict`)
    expect(browserCookieHeader(KEY, true)).toBe(`${BROWSER_COOKIE}=${KEY}; Path=/gql/public; Max-Age=86400; HttpOnly; SameSite=Strict; Secure`)
  })

  it('reuses a well-formed key and renews its cookie; makes a new random one otherwise', () => {
    const kept = jar(`other=1; ${BROWSER_COOKIE}=${KEY}`)
    const hash = claimBrowserKey(kept, true)
    expect(kept.sent).toEqual([browserCookieHeader(KEY, true)])
    expect(hash).toBe(browserKeyHashOf(kept))
    expect(hash).not.toContain(KEY)
    for (const header of [null, `${BROWSER_COOKIE}=short`, `${BROWSER_COOKIE}=${'!'.repeat(43)}`]) {
      const fresh = jar(header)
      const made = claimBrowserKey(fresh, false)
      expect(fresh.sent[0]).toMatch(new RegExp(`^${BROWSER_COOKIE}=[A-Za-z0-9_-]{43}; `))
      expect(made).not.toBe(hash)
      expect(browserKeyOf(fresh)).toBeNull()
    }
  })

  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; b = 2 ;c=3', 'b')).toBe('2')
    expect(readCookie('ab=1', 'a')).toBeNull()
    expect(readCookie(undefined, 'a')).toBeNull()
  })
})
