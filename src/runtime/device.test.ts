// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DESKTOP_MIN_WIDTH_PX, DEVICE_RESIZE_DEBOUNCE_MS, TABLET_MIN_WIDTH_PX } from './constants'
import { deviceFromWidth, getDevice, subscribeDevice, useDevice } from './device'
import { renderHook } from './testing/render-hook'

const resizeTo = (width: number): void => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

beforeEach(() => {
  vi.useFakeTimers()
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: DESKTOP_MIN_WIDTH_PX })
})
afterEach(() => vi.useRealTimers())

describe('deviceFromWidth', () => {
  it.each([
    [0, 'mobile'],
    [TABLET_MIN_WIDTH_PX - 1, 'mobile'],
    [TABLET_MIN_WIDTH_PX, 'tablet'],
    [DESKTOP_MIN_WIDTH_PX - 1, 'tablet'],
    [DESKTOP_MIN_WIDTH_PX, 'desktop'],
  ])('%i px is %s', (width, kind) => {
    expect(deviceFromWidth(width)).toEqual({
      isMobile: kind === 'mobile',
      isTablet: kind === 'tablet',
      isDesktop: kind === 'desktop',
    })
  })
})

describe('device store', () => {
  it(`refreshes DEVICE_RESIZE_DEBOUNCE_MS after the last resize, notifying once`, () => {
    const listener = vi.fn()
    const stop = subscribeDevice(listener)
    resizeTo(TABLET_MIN_WIDTH_PX - 1)
    vi.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS - 1)
    resizeTo(TABLET_MIN_WIDTH_PX) // restarts the wait
    vi.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS - 1)
    expect(listener).not.toHaveBeenCalled()
    expect(getDevice().isDesktop).toBe(true)
    vi.advanceTimersByTime(1)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(getDevice()).toEqual({ isMobile: false, isTablet: true, isDesktop: false })
    stop()
  })

  it('does not notify when the flags stay the same', () => {
    const listener = vi.fn()
    const stop = subscribeDevice(listener)
    const before = getDevice()
    resizeTo(DESKTOP_MIN_WIDTH_PX + 200)
    vi.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS)
    expect(listener).not.toHaveBeenCalled()
    expect(getDevice()).toBe(before)
    stop()
  })

  it('reads the window afresh while nobody listens (a later first render must not see old flags)', () => {
    const first = getDevice()
    expect(first.isDesktop).toBe(true)
    expect(getDevice()).toBe(first)
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: TABLET_MIN_WIDTH_PX - 1 })
    expect(getDevice().isMobile).toBe(true)
    expect(getDevice()).toBe(getDevice())
  })

  it('stops listening when the last subscriber leaves', () => {
    const listener = vi.fn()
    subscribeDevice(listener)()
    resizeTo(0)
    vi.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('useDevice', () => {
  it('re-renders with the new flags after the debounce', () => {
    const hook = renderHook(() => useDevice(), undefined)
    expect(hook.result().isDesktop).toBe(true)
    act(() => resizeTo(TABLET_MIN_WIDTH_PX - 1))
    act(() => {
      vi.advanceTimersByTime(DEVICE_RESIZE_DEBOUNCE_MS)
    })
    expect(hook.result()).toEqual({ isMobile: true, isTablet: false, isDesktop: false })
    hook.unmount()
  })

  it('server-renders as desktop whatever the width (the hydration render matches)', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 320 })
    const Probe = (): string => (useDevice().isDesktop ? 'desktop' : 'other')
    expect(renderToString(createElement(Probe))).toBe('desktop')
  })
})
