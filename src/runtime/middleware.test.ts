import { describe, expect, it } from 'vitest'
import { findFailingMiddleware, guardMessage, runRouteMiddleware, type RouteContext } from './middleware'

const route = (url: string, search: Record<string, string> = {}): RouteContext => ({ urlOriginal: url, urlParsed: { search } })
const registry = {
  always: () => true,
  truthyButNotTrue: () => 'yes',
  hasX: (r: RouteContext) => 'x' in r.urlParsed.search,
}

describe('route middleware', () => {
  it('passes when every middleware returns exactly true', () => {
    expect(findFailingMiddleware(['always', 'hasX'], route('/a?x=1', { x: '1' }), registry)).toBeNull()
  })

  it('fails on anything other than true, in order', () => {
    expect(findFailingMiddleware(['always', 'truthyButNotTrue', 'hasX'], route('/a'), registry)).toBe('truthyButNotTrue')
    expect(findFailingMiddleware(['hasX'], route('/a'), registry)).toBe('hasX')
  })

  it('throws on an unknown middleware name', () => {
    expect(() => findFailingMiddleware(['nope'], route('/a'), registry)).toThrow("Unknown route middleware: 'nope'.")
    expect(() => findFailingMiddleware(['toString'], route('/a'), registry)).toThrow("Unknown route middleware: 'toString'.")
  })

  it('aborts with the seed 404 message quoting the full path', () => {
    expect(guardMessage('http://h/question?ambassador=%3C#x')).toBe('Page Not Found: /question?ambassador=%3C#x')
    let thrown: unknown
    try {
      runRouteMiddleware(['hasX'], route('/question?y=1'), registry)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ _pageContextAbort: { abortStatusCode: 404, abortReason: 'Page Not Found: /question?y=1' } })
  })
})
