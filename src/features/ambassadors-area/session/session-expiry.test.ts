// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_TIMER_CAP_MS, TOKEN_COOKIE_MAX_AGE_S } from '../../../runtime/constants'
import type { CookieOptions, CookieStore } from '../../../runtime/cookie'
import { createSessionExpiry, SESSION_EXPIRES_COOKIE } from './session-expiry'

const MAX_AGE_MS = TOKEN_COOKIE_MAX_AGE_S * 1000

function jar() {
  const values = new Map<string, string>()
  const writes: { name: string; options?: CookieOptions }[] = []
  const store: CookieStore = {
    get: (name) => values.get(name),
    set: (name, value, options) => void (writes.push({ name, options }), values.set(name, value)),
    remove: (name) => void values.delete(name),
  }
  return { store, values, writes }
}

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

describe('session expiry', () => {
  it('remembers the end beside the token, with the token cookie’s lifetime', () => {
    const cookies = jar()
    createSessionExpiry(cookies.store).start()
    expect(Number(cookies.values.get(SESSION_EXPIRES_COOKIE))).toBe(Date.now() + MAX_AGE_MS)
    expect(cookies.writes).toEqual([{ name: SESSION_EXPIRES_COOKIE, options: { maxAge: TOKEN_COOKIE_MAX_AGE_S } }])
  })

  it('calls onExpire when the 7 days are over, not before', () => {
    const expiry = createSessionExpiry(jar().store)
    expiry.start()
    const onExpire = vi.fn()
    expiry.watch(onExpire)
    vi.advanceTimersByTime(MAX_AGE_MS - 1)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('never arms a timer beyond the cap, even for an end further away than 24.8 days', () => {
    const cookies = jar()
    const expiry = createSessionExpiry(cookies.store)
    cookies.values.set(SESSION_EXPIRES_COOKIE, String(Date.now() + COOKIE_TIMER_CAP_MS + 5000))
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout')
    const onExpire = vi.fn()
    expiry.watch(onExpire)
    vi.advanceTimersByTime(COOKIE_TIMER_CAP_MS + 5000)
    expect(onExpire).toHaveBeenCalledTimes(1)
    expect(Math.max(...setTimeoutSpy.mock.calls.map(([, delay]) => delay ?? 0))).toBe(COOKIE_TIMER_CAP_MS)
  })

  it('keeps watching when another tab signed in again meanwhile (a later end)', () => {
    const cookies = jar()
    const expiry = createSessionExpiry(cookies.store)
    expiry.start()
    const onExpire = vi.fn()
    expiry.watch(onExpire)
    vi.advanceTimersByTime(1000)
    expiry.start() // the other tab's sign-in, one second later
    vi.advanceTimersByTime(MAX_AGE_MS - 1000)
    expect(onExpire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('checks again when the tab comes back (timers stand still while a computer sleeps)', () => {
    const cookies = jar()
    const expiry = createSessionExpiry(cookies.store)
    expiry.start()
    const onExpire = vi.fn()
    expiry.watch(onExpire)
    setVisibility('hidden')
    vi.setSystemTime(Date.now() + MAX_AGE_MS) // the clock moved on, the timer did not run
    expect(onExpire).not.toHaveBeenCalled()
    setVisibility('visible')
    expect(onExpire).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(MAX_AGE_MS)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('watches nothing without a remembered end, and stops with its disposer', () => {
    const cookies = jar()
    const expiry = createSessionExpiry(cookies.store)
    const onExpire = vi.fn()
    expiry.watch(onExpire)
    expiry.start()
    const stop = expiry.watch(onExpire)
    stop()
    vi.advanceTimersByTime(MAX_AGE_MS * 2)
    setVisibility('visible')
    expect(onExpire).not.toHaveBeenCalled()
    expiry.forget()
    expect(cookies.values.has(SESSION_EXPIRES_COOKIE)).toBe(false)
  })
})
