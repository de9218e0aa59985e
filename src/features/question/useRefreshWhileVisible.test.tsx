// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRefreshWhileVisible } from './useRefreshWhileVisible'

describe('useRefreshWhileVisible', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('refreshes on an interval while visible and when the window regains focus', () => {
    const refresh = vi.fn()
    const { unmount } = renderHook(() => useRefreshWhileVisible(refresh, 10_000))
    vi.advanceTimersByTime(30_000)
    expect(refresh).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(2000)
    window.dispatchEvent(new Event('focus'))
    expect(refresh).toHaveBeenCalledTimes(4)
    // Focus and visibilitychange fired together count once.
    document.dispatchEvent(new Event('visibilitychange'))
    expect(refresh).toHaveBeenCalledTimes(4)
    unmount()
    vi.advanceTimersByTime(50_000)
    expect(refresh).toHaveBeenCalledTimes(4)
  })

  it('refreshes on a return right after mounting (data may be older than the tab)', () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshWhileVisible(refresh, 10_000))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('does nothing when disabled', () => {
    const refresh = vi.fn()
    renderHook(() => useRefreshWhileVisible(refresh, 1000, false))
    vi.advanceTimersByTime(5000)
    window.dispatchEvent(new Event('focus'))
    expect(refresh).not.toHaveBeenCalled()
  })
})
