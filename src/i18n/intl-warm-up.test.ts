import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpIntl } from './intl-warm-up'

describe('warmUpIntl', () => {
  afterEach(() => vi.restoreAllMocks())

  it('queues one task that builds a formatter for the locale, and builds nothing before it runs', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    const queued: (() => void)[] = []
    warmUpIntl('de-CH', (run) => queued.push(run))
    expect(queued).toHaveLength(1)
    expect(built).not.toHaveBeenCalled()
    queued[0]!()
    expect(built).toHaveBeenCalledWith('de-CH')
  })

  it('swallows an invalid locale tag', () => {
    const queued: (() => void)[] = []
    warmUpIntl('not a locale!', (run) => queued.push(run))
    expect(() => queued[0]!()).not.toThrow()
  })
})
