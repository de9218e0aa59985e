// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { createIdempotencyKey, randomKey, useIdempotencyKey } from './idempotency'
import { IDEMPOTENCY_STORAGE_PREFIX } from './idempotency'

beforeEach(() => sessionStorage.clear())

describe('idempotency keys', () => {
  it('are random', () => {
    expect(randomKey()).not.toBe(randomKey())
    expect(randomKey()).toMatch(/^[0-9a-f-]{32,36}$/)
  })

  it('stay the same for one action (retries) until renewed after a success', () => {
    const handle = createIdempotencyKey()
    const first = handle.key
    expect(handle.key).toBe(first)
    handle.renew()
    expect(handle.key).not.toBe(first)
  })

  it('are stable across renders of a component', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey())
    const key = result.current.key
    rerender()
    expect(result.current.key).toBe(key)
  })

  it('survive a reload when persisted, and are forgotten on renew', () => {
    const before = createIdempotencyKey('question').key
    expect(sessionStorage.getItem(`${IDEMPOTENCY_STORAGE_PREFIX}question`)).toContain(before)
    const afterReload = createIdempotencyKey('question')
    expect(afterReload.key).toBe(before)
    afterReload.renew()
    expect(sessionStorage.getItem(`${IDEMPOTENCY_STORAGE_PREFIX}question`)).toBeNull()
    expect(createIdempotencyKey('question').key).not.toBe(before)
  })

  it('keyFor: the same key for the same payload (a retry), a new one once the payload changed', () => {
    const handle = createIdempotencyKey('meet')
    const a = handle.keyFor({ body: 'hello' })
    expect(handle.keyFor({ body: 'hello' })).toBe(a)
    expect(createIdempotencyKey('meet').keyFor({ body: 'hello' })).toBe(a) // after a reload
    const b = handle.keyFor({ body: 'hello, edited' })
    expect(b).not.toBe(a)
    expect(handle.key).toBe(b)
  })

  it('work without storage', () => {
    const handle = createIdempotencyKey('x', null)
    expect(handle.key).toBe(handle.key)
  })
})
