// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError } from './chunk-reload'
import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_TTL_MS } from './constants'

const load = async (): Promise<typeof import('./chunk-reload')> => import('./chunk-reload')
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

beforeEach(() => {
  vi.resetModules() // a fresh module = a freshly loaded document
  delete document.documentElement.dataset.lifecycle
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
  sessionStorage.clear()
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const preloadError = (): Event => {
  const event = new Event('vite:preloadError', { cancelable: true })
  Object.assign(event, { payload: new Error('Failed to fetch dynamically imported module: /assets/x.js') })
  return event
}

describe('reloadOnChunkError', () => {
  it('reloads the target in full and records the guard', async () => {
    const { reloadOnChunkError } = await load()
    expect(reloadOnChunkError('/community?x=1')).toBe('reloading')
    expect(assign).toHaveBeenCalledWith('/community?x=1')
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? '')).toEqual({
      at: Date.now(),
      url: '/community?x=1',
    })
  })

  it('blocks a second reload within the TTL (next document), allows it after', async () => {
    ;(await load()).reloadOnChunkError('/community')
    vi.resetModules()
    vi.advanceTimersByTime(RELOAD_GUARD_TTL_MS - 1)
    expect((await load()).reloadOnChunkError('/community')).toBe('blocked')
    vi.resetModules()
    vi.advanceTimersByTime(1)
    expect((await load()).reloadOnChunkError('/meet')).toBe('reloading')
    expect(assign.mock.calls).toEqual([['/community'], ['/meet']])
  })

  it('reloads once when one failure is reported twice in the same document', async () => {
    const { reloadOnChunkError } = await load()
    expect(reloadOnChunkError('/community')).toBe('reloading')
    expect(reloadOnChunkError('/community')).toBe('reloading')
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('defaults to the navigation target, then to location.href', async () => {
    const { reloadOnChunkError, setNavigationTarget } = await load()
    setNavigationTarget('/meet?ambassador=3')
    reloadOnChunkError()
    expect(assign).toHaveBeenLastCalledWith('/meet?ambassador=3')
    vi.resetModules()
    sessionStorage.clear()
    ;(await load()).reloadOnChunkError()
    expect(assign).toHaveBeenLastCalledWith(window.location.href)
  })

  it('ignores a corrupt guard entry', async () => {
    sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, '{not json')
    expect((await load()).reloadOnChunkError('/')).toBe('reloading')
  })

  describe('without sessionStorage', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')
    beforeEach(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      })
    })
    afterEach(() => {
      if (original) Object.defineProperty(window, 'sessionStorage', original)
    })

    it('still reloads for a client navigation, once per TTL in memory', async () => {
      const { reloadOnChunkError, setNavigationTarget } = await load()
      setNavigationTarget('/community')
      expect(reloadOnChunkError()).toBe('reloading')
      expect(assign).toHaveBeenCalledTimes(1)
    })

    it('never reloads for a failure during page load (the guard could not survive it)', async () => {
      const { reloadOnChunkError } = await load()
      expect(reloadOnChunkError()).toBe('blocked')
      expect(assign).not.toHaveBeenCalled()
    })
  })
})

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://x/assets/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe('installChunkErrorHandler', () => {
  it('handles vite:preloadError: preventDefault, then a reload to the navigation target', async () => {
    const { installChunkErrorHandler, setNavigationTarget } = await load()
    const onBlocked = vi.fn()
    const dispose = installChunkErrorHandler({ onBlocked })
    setNavigationTarget('/community')
    const event = preloadError()
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(assign).toHaveBeenCalledWith('/community')
    expect(onBlocked).not.toHaveBeenCalled()
    dispose()
  })

  it('calls onBlocked with the error on a repeated failure within the TTL', async () => {
    sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify({ at: Date.now(), url: '/community' }))
    const { installChunkErrorHandler } = await load()
    const onBlocked = vi.fn()
    const dispose = installChunkErrorHandler({ onBlocked })
    const event = preloadError()
    window.dispatchEvent(event)
    expect(assign).not.toHaveBeenCalled()
    expect(onBlocked).toHaveBeenCalledWith((event as Event & { payload: unknown }).payload)
    dispose()
  })

  it('handles unhandled rejections of failed dynamic imports only', async () => {
    const { installChunkErrorHandler } = await load()
    const dispose = installChunkErrorHandler({ onBlocked: vi.fn() })
    const rejection = (reason: unknown): Event => Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
    window.dispatchEvent(rejection(new Error('boom')))
    expect(assign).not.toHaveBeenCalled()
    window.dispatchEvent(rejection(new TypeError('Importing a module script failed.')))
    expect(assign).toHaveBeenCalledTimes(1)
    dispose()
  })

  it('leaves vite:preloadError alone after hydration outside a navigation (hover prefetch, lazy component)', async () => {
    const { setLifecycle } = await import('./lifecycle')
    setLifecycle('interactive')
    const { installChunkErrorHandler, setNavigationTarget } = await load()
    const dispose = installChunkErrorHandler({ onBlocked: vi.fn() })
    const prefetchFailure = preloadError()
    window.dispatchEvent(prefetchFailure)
    expect(prefetchFailure.defaultPrevented).toBe(false)
    expect(assign).not.toHaveBeenCalled()
    setNavigationTarget('/meet')
    window.dispatchEvent(preloadError())
    expect(assign).toHaveBeenCalledWith('/meet')
    dispose()
  })

  it('after an ignored prefetch failure, the full load Vike then starts counts as the one reload', async () => {
    const { setLifecycle } = await import('./lifecycle')
    setLifecycle('interactive')
    const first = await load()
    const dispose = first.installChunkErrorHandler({ onBlocked: vi.fn() })
    window.dispatchEvent(preloadError())
    window.dispatchEvent(new Event('pagehide'))
    dispose()
    expect((JSON.parse(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? '{}') as { at?: number }).at).toBe(Date.now())
    vi.resetModules() // the page Vike loaded in full: a new document, hydrating
    delete document.documentElement.dataset.lifecycle
    ;(await import('./lifecycle')).setLifecycle('hydrating')
    const onBlocked = vi.fn()
    const disposeNext = (await load()).installChunkErrorHandler({ onBlocked })
    window.dispatchEvent(preloadError())
    expect(assign).not.toHaveBeenCalled()
    expect(onBlocked).toHaveBeenCalledTimes(1)
    disposeNext()
  })

  it('writes no guard on pagehide when no chunk failed', async () => {
    const dispose = (await load()).installChunkErrorHandler({ onBlocked: vi.fn() })
    window.dispatchEvent(new Event('pagehide'))
    expect(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBeNull()
    dispose()
  })

  it('handles vite:preloadError during page load (before interactive): reloads the current URL', async () => {
    const { installChunkErrorHandler } = await load()
    const dispose = installChunkErrorHandler({ onBlocked: vi.fn() })
    window.dispatchEvent(preloadError())
    expect(assign).toHaveBeenCalledWith(window.location.href)
    dispose()
  })

  it('stops listening once disposed', async () => {
    const { installChunkErrorHandler } = await load()
    installChunkErrorHandler({ onBlocked: vi.fn() })()
    window.dispatchEvent(preloadError())
    expect(assign).not.toHaveBeenCalled()
  })
})
