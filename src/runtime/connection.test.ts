import { afterEach, describe, expect, it, vi } from 'vitest'
import { isVerySlowConnection } from './connection'
import { VERY_SLOW_EFFECTIVE_TYPES } from './constants'

describe('isVerySlowConnection', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each(VERY_SLOW_EFFECTIVE_TYPES)('is true for effectiveType %s', (effectiveType) => {
    expect(isVerySlowConnection({ connection: { effectiveType } })).toBe(true)
  })

  it('is true when saveData is on, whatever the speed', () => {
    expect(isVerySlowConnection({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true)
  })

  it.each(['3g', '4g'])('is false for effectiveType %s', (effectiveType) => {
    expect(isVerySlowConnection({ connection: { effectiveType, saveData: false } })).toBe(false)
  })

  it('is false without the Network Information API or without a navigator', () => {
    expect(isVerySlowConnection({})).toBe(false)
    vi.stubGlobal('navigator', undefined)
    expect(isVerySlowConnection()).toBe(false)
  })

  it('reads globalThis.navigator by default', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } })
    expect(isVerySlowConnection()).toBe(true)
  })
})
