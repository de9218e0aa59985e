// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_DEFAULT_PATH, COOKIE_TIMER_CAP_MS, TOKEN_COOKIE_MAX_AGE_S, tokenCookieName } from './constants'
import { createCookieStore, getCookie, removeCookie, setCookie, watchCookieExpiry } from './cookie'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Every string written to document.cookie (happy-dom drops Secure cookies on http://, so spy on the writes). */
function spyCookieWrites(): string[] {
  const writes: string[] = []
  let proto: object | null = document
  let descriptor: PropertyDescriptor | undefined
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie')
    proto = Object.getPrototypeOf(proto) as object | null
  }
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value)
    descriptor?.set?.call(document, value.replace(/; Secure/i, ''))
  })
  return writes
}

describe('cookie store', () => {
  it('reads cookies from a Cookie header on the server, without JSON-parsing them', () => {
    const store = createCookieStore('gql:public.token=abc; n=123; j={"a":1}')
    expect(store.get(tokenCookieName('public'))).toBe('abc')
    expect(store.get('n')).toBe('123')
    expect(store.get('j')).toBe('{"a":1}')
    expect(store.get('missing')).toBeUndefined()
  })

  it('writes Secure, SameSite=Lax, Path=/ by default, with the given max age', () => {
    const writes = spyCookieWrites()
    setCookie(tokenCookieName('public'), 'tok', { maxAge: TOKEN_COOKIE_MAX_AGE_S })
    expect(writes[0]?.startsWith('gql:public.token=tok;')).toBe(true)
    const attrs = writes[0]?.split('; ') ?? []
    expect(attrs).toContain(`Max-Age=${TOKEN_COOKIE_MAX_AGE_S}`)
    expect(attrs).toContain(`Path=${COOKIE_DEFAULT_PATH}`)
    expect(attrs).toContain('Secure')
    expect(attrs).toContain('SameSite=Lax')
    expect(getCookie(tokenCookieName('public'))).toBe('tok')
  })

  it('passes explicit options through (Partitioned, SameSite=None, expires)', () => {
    const writes = spyCookieWrites()
    const expires = new Date('2030-01-01T00:00:00Z')
    setCookie('embed', 'v', { sameSite: 'none', partitioned: true, expires, path: '/iframe' })
    const attrs = writes[0]?.split('; ') ?? []
    expect(attrs).toEqual(expect.arrayContaining(['SameSite=None', 'Partitioned', 'Path=/iframe', `Expires=${expires.toUTCString()}`]))
  })

  it('removes a cookie on the default path', () => {
    const writes = spyCookieWrites()
    setCookie('gone', 'x')
    removeCookie('gone')
    expect(writes[1]).toMatch(/^gone=;/)
    expect(writes[1]).toContain(`Path=${COOKIE_DEFAULT_PATH}`)
    expect(getCookie('gone')).toBeUndefined()
  })
})

describe('watchCookieExpiry', () => {
  it('fires when the expiry passes', () => {
    vi.useFakeTimers()
    const onExpire = vi.fn()
    watchCookieExpiry(new Date(Date.now() + 5000), onExpire)
    vi.advanceTimersByTime(4999)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('caps each timer at COOKIE_TIMER_CAP_MS and re-arms until due', () => {
    vi.useFakeTimers()
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout')
    const onExpire = vi.fn()
    const wait = COOKIE_TIMER_CAP_MS * 2 + 1234
    watchCookieExpiry(new Date(Date.now() + wait), onExpire)
    vi.advanceTimersByTime(COOKIE_TIMER_CAP_MS)
    vi.advanceTimersByTime(COOKIE_TIMER_CAP_MS)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1234)
    expect(onExpire).toHaveBeenCalledTimes(1)
    const delays = setTimeoutSpy.mock.calls.map(([, delay]) => delay ?? 0)
    expect(delays).toEqual([COOKIE_TIMER_CAP_MS, COOKIE_TIMER_CAP_MS, 1234])
    expect(Math.max(...delays)).toBeLessThanOrEqual(COOKIE_TIMER_CAP_MS)
  })

  it('fires on the next tick for an expiry already in the past', () => {
    vi.useFakeTimers()
    const onExpire = vi.fn()
    watchCookieExpiry(new Date(Date.now() - 1000), onExpire)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('is cancelled by its disposer, also after re-arming', () => {
    vi.useFakeTimers()
    const onExpire = vi.fn()
    const stop = watchCookieExpiry(new Date(Date.now() + COOKIE_TIMER_CAP_MS + 10), onExpire)
    vi.advanceTimersByTime(COOKIE_TIMER_CAP_MS)
    stop()
    vi.advanceTimersByTime(COOKIE_TIMER_CAP_MS)
    expect(onExpire).not.toHaveBeenCalled()
  })
})
