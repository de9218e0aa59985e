import { describe, expect, it } from 'vitest'
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS } from '../../contract/live'
import { reconnectDelayMs } from './reconnect-delay'

describe('reconnectDelayMs', () => {
  it('doubles from the first delay and stops at the cap', () => {
    const middle = () => 0.5
    expect(reconnectDelayMs(0, middle)).toBe(LIVE_RETRY_FIRST_MS)
    expect(reconnectDelayMs(1, middle)).toBe(2 * LIVE_RETRY_FIRST_MS)
    expect(reconnectDelayMs(3, middle)).toBe(8 * LIVE_RETRY_FIRST_MS)
    expect(reconnectDelayMs(30, middle)).toBe(LIVE_RETRY_MAX_MS)
  })

  it('spreads each delay by 20 % either way', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(0.8 * LIVE_RETRY_FIRST_MS)
    expect(reconnectDelayMs(0, () => 1)).toBe(1.2 * LIVE_RETRY_FIRST_MS)
  })
})
