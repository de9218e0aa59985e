import { describe, expect, it, vi } from 'vitest'
import { createSessionStore } from './session-store'

function setup(initialToken?: string) {
  let token = initialToken
  const tokens = { get: () => token, set: (t: string) => void (token = t), clear: () => void (token = undefined) }
  let refuse: () => void = () => {}
  const forget = vi.fn()
  // The session's end, driven by hand: `end()` is the watcher firing.
  let end: (() => void) | undefined
  const stopWatching = vi.fn(() => void (end = undefined))
  const expiry = { start: vi.fn(), forget: vi.fn(), watch: vi.fn((onExpire: () => void) => ((end = onExpire), stopWatching)) }
  const store = createSessionStore(tokens, (listener) => ((refuse = listener), () => {}), forget, expiry)
  return { store, tokens, refuse: () => refuse(), forget, token: () => token, expiry, end: () => end?.(), stopWatching }
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

  it('watches the session’s end from sign-in, and when it comes shows "expired", keeping drafts', () => {
    const { store, expiry, end, forget, token } = setup()
    store.signedIn('as_token')
    expect(expiry.start).toHaveBeenCalledTimes(1)
    expect(expiry.watch).toHaveBeenCalledTimes(1)
    end()
    expect(store.getStatus()).toBe('expired')
    expect(token()).toBeUndefined()
    expect(expiry.forget).toHaveBeenCalledTimes(1)
    expect(forget).not.toHaveBeenCalled()
  })

  it('watches a session already open when the tab loads', () => {
    const { store, expiry, end } = setup('as_x')
    expect(expiry.watch).toHaveBeenCalledTimes(1)
    expect(expiry.start).not.toHaveBeenCalled()
    end()
    expect(store.getStatus()).toBe('expired')
  })

  it('stops watching on sign-out and on a refusal', () => {
    const signedOut = setup('as_x')
    signedOut.store.signedOut()
    expect(signedOut.stopWatching).toHaveBeenCalled()
    expect(signedOut.expiry.forget).toHaveBeenCalled()
    const refused = setup('as_x')
    refused.refuse()
    expect(refused.stopWatching).toHaveBeenCalled()
    expect(refused.expiry.forget).toHaveBeenCalled()
  })

  it('forgets token and drafts on an explicit sign-out', () => {
    const { store, forget, token } = setup('as_x')
    store.signedOut()
    expect(store.getStatus()).toBe('signedOut')
    expect(token()).toBeUndefined()
    expect(forget).toHaveBeenCalledTimes(1)
  })
})
