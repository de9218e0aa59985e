import { describe, expect, it } from 'vitest'
import { routeMiddleware } from '../../routing/route-middleware'

const run = (name: string, search: Record<string, string>) => routeMiddleware[name]?.({ urlOriginal: '/', urlParsed: { search } })

describe('match route middleware', () => {
  it('lets /match through without a step, with a step 1–5 or the results', () => {
    expect(run('matchStepQuery', {})).toBe(true)
    expect(run('matchStepQuery', { step: '3' })).toBe(true)
    expect(run('matchStepQuery', { step: 'results' })).toBe(true)
  })

  it('refuses any other step (the seed 404)', () => {
    expect(run('matchStepQuery', { step: '9' })).toBe(false)
    expect(run('matchStepQuery', { step: '' })).toBe(false)
    expect(run('matchStepQuery', { step: 'two' })).toBe(false)
  })

  it('checks the community id of /matchCommunity', () => {
    expect(run('communityQuery', {})).toBe(true)
    expect(run('communityQuery', { community: '00000000-0000-4000-8000-000000000001' })).toBe(true)
    expect(run('communityQuery', { community: '<script>' })).toBe(false)
    expect(run('communityQuery', { community: '' })).toBe(false)
  })

  it('checks the join confirmation token of /matchCommunity', () => {
    expect(run('joinConfirmQuery', {})).toBe(true)
    expect(run('joinConfirmQuery', { confirm: `cj_${'a'.repeat(43)}` })).toBe(true)
    expect(run('joinConfirmQuery', { confirm: `mt_${'a'.repeat(43)}` })).toBe(false)
    expect(run('joinConfirmQuery', { confirm: '' })).toBe(false)
  })

  it('checks the leave token of /matchCommunity (a group e-mail’s link)', () => {
    expect(run('leaveQuery', {})).toBe(true)
    expect(run('leaveQuery', { leave: `gl_${'a'.repeat(43)}` })).toBe(true)
    expect(run('leaveQuery', { leave: `cj_${'a'.repeat(43)}` })).toBe(false)
    expect(run('leaveQuery', { leave: '' })).toBe(false)
  })
})
