// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { track } from './track'

afterEach(() => vi.restoreAllMocks())

describe('flush on page hide', () => {
  it('sends the batch with sendBeacon as text/plain (no CORS preflight for an API on another host)', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon })
    track('page_view')
    window.dispatchEvent(new Event('pagehide'))
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, blob] = beacon.mock.calls[0] ?? []
    expect(url).toMatch(/\/gql\/public$/)
    expect(blob?.type).toMatch(/^text\/plain/)
    const body = JSON.parse((await blob?.text()) ?? '{}') as { operationName: string; variables: { events: { name: string }[] } }
    expect(body.operationName).toBe('TrackEvents')
    expect(body.variables.events.map((e) => e.name)).toEqual(['page_view'])
  })

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new TypeError('refused')
      },
    })
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
    track('match_started')
    window.dispatchEvent(new Event('pagehide'))
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true })
  })
})

describe('Do Not Track', () => {
  it('queues nothing, starts no timer, sends nothing on page hide, and says so on <html>', () => {
    vi.useFakeTimers()
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' })
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon })
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
    try {
      track('page_view')
      expect(document.documentElement.dataset.analytics).toBe('off')
      expect(vi.getTimerCount()).toBe(0)
      window.dispatchEvent(new Event('pagehide'))
      expect(beacon).not.toHaveBeenCalled()
      expect(fetchSpy).not.toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(navigator, 'doNotTrack')
      vi.useRealTimers()
    }
  })
})
