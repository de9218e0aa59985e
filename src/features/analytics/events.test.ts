import { describe, expect, it } from 'vitest'
import { isTrackingDisabled } from './events'

describe('Do Not Track', () => {
  it('disables tracking for DNT "1"/"yes" and Global Privacy Control', () => {
    expect(isTrackingDisabled({ doNotTrack: '1' })).toBe(true)
    expect(isTrackingDisabled({ doNotTrack: 'yes' })).toBe(true)
    expect(isTrackingDisabled({ globalPrivacyControl: true })).toBe(true)
  })
  it('tracks otherwise', () => {
    expect(isTrackingDisabled({ doNotTrack: '0' })).toBe(false)
    expect(isTrackingDisabled({ doNotTrack: null })).toBe(false)
    expect(isTrackingDisabled({})).toBe(false)
  })
})
