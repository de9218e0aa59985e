// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { CookieOptions, CookieStore } from '../runtime/cookie'
import { createNamedTokenStore, createTokenStore } from './token-store'

/**
 * A cookie jar with a browser's policy in a frame: `first-party` keeps every
 * cookie, `cross-site` (third-party cookies blocked) refuses all but
 * partitioned SameSite=None ones, `no-cookies` refuses everything.
 */
function jar(policy: 'first-party' | 'cross-site' | 'no-cookies') {
  const values = new Map<string, string>()
  const writes: CookieOptions[] = []
  const store: CookieStore = {
    get: (name) => values.get(name),
    set: (name, value, options = {}) => {
      writes.push(options)
      const accepted = policy === 'first-party' || (policy === 'cross-site' && options.partitioned === true && options.sameSite === 'none')
      if (!accepted) return
      if (options.maxAge === 0) values.delete(name)
      else values.set(name, value)
    },
    remove: (name) => {
      if (policy === 'first-party') values.delete(name)
    },
  }
  return { store, writes, values }
}

describe('token store', () => {
  afterEach(() => sessionStorage.clear())

  it('keeps a named store (the staff console’s) apart from the client’s, in cookie and fallback alike', () => {
    for (const policy of ['first-party', 'no-cookies'] as const) {
      const cookies = jar(policy)
      const ambassador = createTokenStore('default', cookies.store, () => false)
      const staff = createNamedTokenStore('gql:staff.token', cookies.store, () => false)
      ambassador.set('as_1')
      staff.set('ss_1')
      expect([ambassador.get(), staff.get()]).toEqual(['as_1', 'ss_1'])
      staff.clear()
      expect([ambassador.get(), staff.get()]).toEqual(['as_1', undefined])
      ambassador.clear()
    }
  })

  it('keeps the token in the SameSite=Lax cookie on the portal itself', () => {
    const cookies = jar('first-party')
    const tokens = createTokenStore('public', cookies.store, () => false)
    tokens.set('tok-1')
    expect(tokens.get()).toBe('tok-1')
    expect(cookies.writes).toEqual([{ maxAge: 604_800 }])
    expect(sessionStorage.length).toBe(0)
    tokens.clear()
    expect(tokens.get()).toBeUndefined()
  })

  it('in a cross-site frame with third-party cookies blocked, uses a partitioned cookie', () => {
    const cookies = jar('cross-site')
    const tokens = createTokenStore('public', cookies.store, () => true)
    tokens.set('tok-2')
    expect(cookies.values.get('gql:public.token')).toBe('tok-2')
    expect(cookies.writes.at(-1)).toMatchObject({ sameSite: 'none', partitioned: true })
    expect(tokens.get()).toBe('tok-2')
    tokens.clear()
    expect(cookies.values.size).toBe(0)
    expect(tokens.get()).toBeUndefined()
  })

  it('when every cookie is refused, carries the token in sessionStorage and memory', () => {
    const tokens = createTokenStore('public', jar('no-cookies').store, () => true)
    tokens.set('tok-3')
    expect(tokens.get()).toBe('tok-3')
    expect(sessionStorage.getItem('gql:public.token:fallback')).toBe('tok-3')
    sessionStorage.clear()
    expect(tokens.get(), 'memory still has it when storage is gone').toBe('tok-3')
    tokens.clear()
    expect(tokens.get()).toBeUndefined()
  })

  it('survives storage that throws (Chromium denies it to third-party frames when cookies are blocked)', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
    try {
      const tokens = createTokenStore('default', jar('no-cookies').store, () => true)
      tokens.set('tok-4')
      expect(tokens.get()).toBe('tok-4')
      tokens.clear()
      expect(tokens.get()).toBeUndefined()
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original)
    }
  })
})
