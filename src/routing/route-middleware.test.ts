import { describe, expect, it } from 'vitest'
import { routeMiddleware } from './route-middleware'

const run = (name: string, search: Record<string, string>) => routeMiddleware[name]?.({ urlOriginal: '/', urlParsed: { search } })

describe('route middleware registry', () => {
  it('accepts absent and well-formed ids', () => {
    expect(run('ambassadorQuery', {})).toBe(true)
    expect(run('ambassadorQuery', { ambassador: 'amb_0042' })).toBe(true)
    expect(run('iframeQuery', { ambassadors: 'a1,b2', view: 'list' })).toBe(true)
  })

  it('refuses malformed ids and unknown views', () => {
    expect(run('ambassadorQuery', { ambassador: '<script>' })).toBe(false)
    expect(run('ambassadorQuery', { ambassador: '' })).toBe(false)
    expect(run('threadQuery', { thread: 'x'.repeat(65) })).toBe(false)
    expect(run('iframeQuery', { ambassadors: 'a1,,b2' })).toBe(false)
    expect(run('iframeQuery', { view: 'grid' })).toBe(false)
  })

  it('checks every /iframe parameter', () => {
    expect(run('iframeQuery', { view: 'carousel', ambassadors: 'a1', ask: 'a1', lang: 'fr', target: 'top', source: 'widget' })).toBe(true)
    expect(run('iframeQuery', { meet: 'b2', lang: 'en' })).toBe(true)
    expect(run('iframeQuery', { ask: '' })).toBe(false)
    expect(run('iframeQuery', { meet: '../x' })).toBe(false)
    expect(run('iframeQuery', { lang: 'de' })).toBe(false)
    expect(run('iframeQuery', { target: '_blank' })).toBe(false)
  })

  it('checks thread and manage tokens when present', () => {
    const threadToken = `tt_${'a'.repeat(43)}`
    const manageToken = `mt_${'B-_9'.repeat(10)}abc`
    expect(run('threadQuery', { thread: 'th1', token: threadToken })).toBe(true)
    expect(run('threadQuery', { thread: 'th1', token: manageToken })).toBe(false)
    expect(run('threadQuery', { thread: 'th1', token: 'tt_short' })).toBe(false)
    expect(run('threadQuery', { token: threadToken })).toBe(false)
    expect(run('manageQuery', {})).toBe(true)
    expect(run('manageQuery', { manage: manageToken })).toBe(true)
    expect(run('manageQuery', { manage: threadToken })).toBe(false)
    expect(run('manageQuery', { manage: '' })).toBe(false)
  })

  it('checks a "my conversations" link when present (issue 33)', () => {
    expect(run('conversationsQuery', {})).toBe(true)
    expect(run('conversationsQuery', { conversations: `cl_${'a'.repeat(43)}` })).toBe(true)
    expect(run('conversationsQuery', { conversations: `tt_${'a'.repeat(43)}` })).toBe(false)
    expect(run('conversationsQuery', { conversations: 'cl_short' })).toBe(false)
  })
})
