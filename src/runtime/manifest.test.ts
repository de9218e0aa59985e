// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MANIFEST_PREFETCH_DELAY_MS } from './constants'
import type { BuildManifest } from './route-rules'

const manifest: BuildManifest = {
  id: 'b1',
  timestamp: 1,
  matcher: { mode: 'exact', localePrefixes: ['/fr'] },
  prerendered: ['/', '/community', '/fr/community'],
}
const ok = (body: unknown): Response => new Response(JSON.stringify(body), { status: 200 })

// Fresh module state (the memoised request) for every test.
const load = async (): Promise<typeof import('./manifest')> => import('./manifest')
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  vi.resetModules()
  vi.stubEnv('VITE_BUILD_ID', 'b1')
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('loadManifest', () => {
  it('fetches builds/meta/{buildId}.json once for concurrent and later callers', async () => {
    fetchMock.mockResolvedValue(ok(manifest))
    const { loadManifest } = await load()
    const [a, b] = await Promise.all([loadManifest(), loadManifest()])
    expect(await loadManifest()).toEqual(manifest)
    expect(a).toEqual(manifest)
    expect(b).toBe(a)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/builds/meta/b1.json')
  })

  it('resolves null on HTTP and network errors without throwing, and retries later', async () => {
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 404 }))
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    fetchMock.mockResolvedValueOnce(ok(manifest))
    const { loadManifest } = await load()
    await expect(loadManifest()).resolves.toBeNull()
    await expect(loadManifest()).resolves.toBeNull()
    await expect(loadManifest()).resolves.toEqual(manifest)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('treats a non-manifest body (an HTML fallback page) as a failure', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }))
    const { loadManifest } = await load()
    await expect(loadManifest()).resolves.toBeNull()
  })
})

describe('isPrerendered / isPrerenderedSync', () => {
  it('answers from the manifest; sync is undefined until it has loaded', async () => {
    fetchMock.mockResolvedValue(ok(manifest))
    const { isPrerendered, isPrerenderedSync } = await load()
    expect(isPrerenderedSync('/community')).toBeUndefined()
    expect(await isPrerendered('/community/?view=map')).toBe(true)
    expect(await isPrerendered('/ambassadors')).toBe(false)
    expect(isPrerenderedSync('/fr/community#x')).toBe(true)
    expect(isPrerenderedSync('/meet')).toBe(false)
  })

  it('says false (fetch live data) when the manifest cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'))
    const { isPrerendered, isPrerenderedSync } = await load()
    expect(await isPrerendered('/community')).toBe(false)
    expect(isPrerenderedSync('/community')).toBeUndefined()
  })
})

describe('scheduleEagerManifestFetch', () => {
  it('fetches MANIFEST_PREFETCH_DELAY_MS after load, not before', async () => {
    vi.useFakeTimers()
    fetchMock.mockResolvedValue(ok(manifest))
    const { scheduleEagerManifestFetch } = await load()
    scheduleEagerManifestFetch() // happy-dom's document is already `complete`
    vi.advanceTimersByTime(MANIFEST_PREFETCH_DELAY_MS - 1)
    expect(fetchMock).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('waits for the load event when the document is still loading', async () => {
    vi.useFakeTimers()
    fetchMock.mockResolvedValue(ok(manifest))
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { scheduleEagerManifestFetch } = await load()
    scheduleEagerManifestFetch()
    vi.advanceTimersByTime(MANIFEST_PREFETCH_DELAY_MS * 5)
    expect(fetchMock).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(MANIFEST_PREFETCH_DELAY_MS)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does nothing on a very slow connection', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } })
    const { scheduleEagerManifestFetch } = await load()
    scheduleEagerManifestFetch()
    vi.advanceTimersByTime(MANIFEST_PREFETCH_DELAY_MS * 5)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('is cancelled by its disposer', async () => {
    vi.useFakeTimers()
    const { scheduleEagerManifestFetch } = await load()
    scheduleEagerManifestFetch()()
    vi.advanceTimersByTime(MANIFEST_PREFETCH_DELAY_MS * 5)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
