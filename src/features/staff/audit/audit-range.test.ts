import { describe, expect, it } from 'vitest'
import { auditRange } from './audit-range'

describe('auditRange', () => {
  it('runs from the start of the first day to the start of the day after the last, in the local zone', () => {
    expect(auditRange('2026-11-02', '2026-11-03')).toEqual({ since: new Date(2026, 10, 2).toISOString(), until: new Date(2026, 10, 4).toISOString() })
  })

  it('takes one day, or either end alone', () => {
    expect(auditRange('2026-11-28', '2026-11-28')).toEqual({ since: new Date(2026, 10, 28).toISOString(), until: new Date(2026, 10, 29).toISOString() })
    expect(auditRange('', '2026-12-31')).toEqual({ since: null, until: new Date(2027, 0, 1).toISOString() })
    expect(auditRange('2026-01-01', '')).toEqual({ since: new Date(2026, 0, 1).toISOString(), until: null })
    expect(auditRange('', '')).toEqual({ since: null, until: null })
  })

  it('refuses a last day before the first', () => {
    expect(auditRange('2026-11-03', '2026-11-02')).toBe('order')
  })
})
