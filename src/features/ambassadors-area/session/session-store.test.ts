import { describe, expect, it, vi } from 'vitest'
import { createSessionStore } from './session-store'

function setup(initialToken?: string) {
  let token = initialToken
  const tokens = { get: () => token, set: (t: string) => void (token = t), clear: () => void (token = undefined) }
  let refuse: () => void = () => {}
  const forget = vi.fn()
  const store = createSessionStore(tokens, (listener) => ((refuse = listener), () => {}), forget)
  return { store, tokens, refuse: () => refuse(), forget, token: () => token }
}

describe('createSessionStore', () => {
  it('starts signed in only with a token', () => {
    expect(setup().store.getStatus()).toBe('signedOut')
    expect(setup('as_x').store.getStatus()).toBe('signedIn')
  })

  it('keeps the token on sign-in and notifies', () => {
    const { store, token } = setup()
    const listener = vi.fn()
    store.subscribe(listener)
    store.signedIn('as_token')
    expect(store.getStatus()).toBe('signedIn')
    expect(token()).toBe('as_token')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('turns a refused token into "expired" without forgetting drafts', () => {
    const { store, refuse, forget } = setup('as_x')
    refuse()
    expect(store.getStatus()).toBe('expired')
    expect(forget).not.toHaveBeenCalled()
  })

  it('ignores refusals while signed out', () => {
    const { store, refuse } = setup()
    refuse()
    expect(store.getStatus()).toBe('signedOut')
  })

  it('forgets token and drafts on an explicit sign-out', () => {
    const { store, forget, token } = setup('as_x')
    store.signedOut()
    expect(store.getStatus()).toBe('signedOut')
    expect(token()).toBeUndefined()
    expect(forget).toHaveBeenCalledTimes(1)
  })
})
