import { describe, expect, it } from 'vitest'
import { numberFormat } from './intl-cache'
import { warmUpIntl } from './intl-warm-up'

describe('warmUpIntl', () => {
  it('queues one task that builds the locale’s number formatter', () => {
    const queued: (() => void)[] = []
    warmUpIntl('de-CH', (run) => queued.push(run))
    expect(queued).toHaveLength(1)
    queued[0]!()
    // The cached instance: the first call on the page reuses what the warm-up built.
    expect(numberFormat('de-CH')).toBe(numberFormat('de-CH'))
    expect(numberFormat('de-CH').format(1234.5)).toBe(new Intl.NumberFormat('de-CH').format(1234.5))
  })

  it('swallows an invalid locale tag', () => {
    const queued: (() => void)[] = []
    warmUpIntl('not a locale!', (run) => queued.push(run))
    expect(() => queued[0]!()).not.toThrow()
  })
})
