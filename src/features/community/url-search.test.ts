// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { renderHook } from '../../runtime/testing/render-hook'
import { setUrlSearch, useUrlSearch } from './url-search'

afterEach(() => window.history.replaceState(null, '', '/community'))

describe('query string as state', () => {
  it('follows pushes, replaces and back navigation', async () => {
    window.history.replaceState(null, '', '/community#list')
    const hook = renderHook(() => useUrlSearch(), undefined)
    expect(hook.result()).toBe('')
    const { act } = await import('react')
    act(() => setUrlSearch('?country=FR'))
    expect(hook.result()).toBe('?country=FR')
    expect(window.location.hash).toBe('#list')
    const length = window.history.length
    act(() => setUrlSearch('?country=FR&q=x', { replace: true }))
    expect(window.history.length).toBe(length)
    expect(hook.result()).toBe('?country=FR&q=x')
    act(() => {
      window.history.replaceState(null, '', '/community?language=fr')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(hook.result()).toBe('?language=fr')
    hook.unmount()
  })
})
