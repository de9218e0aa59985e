import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const manifest = {
  id: 'b1',
  timestamp: 1,
  matcher: { mode: 'exact', localePrefixes: ['/fr'] },
  prerendered: ['/', '/community', '/fr'],
}
const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status })

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let payloads: Record<string, () => Response | Promise<Response>>
const load = async (): Promise<typeof import('./payload')> => import('./payload')
const requestUrl = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
const payloadCalls = (): string[] => fetchMock.mock.calls.map(([url]) => requestUrl(url)).filter((url) => url.includes('_payload.json'))

beforeEach(() => {
  vi.resetModules()
  vi.stubEnv('VITE_BUILD_ID', 'b1')
  payloads = {}
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = requestUrl(input)
    if (url === '/builds/meta/b1.json') return json(manifest)
    const handler = payloads[url]
    return handler ? handler() : json({ missing: url }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('payloadUrl', () => {
  it.each([
    ['/community', '/community/_payload.json?b7'],
    ['/community/?view=map#list', '/community/_payload.json?b7'],
    ['/', '/_payload.json?b7'],
    ['/?x=1', '/_payload.json?b7'],
    ['/fr', '/fr/_payload.json?b7'],
    ['/fr/', '/fr/_payload.json?b7'],
  ])('%s → %s', (path, url) => {
    return load().then(({ payloadUrl }) => expect(payloadUrl(path, 'b7')).toBe(url))
  })

  it('uses the running build id by default', async () => {
    const { payloadUrl } = await load()
    expect(payloadUrl('/community')).toBe('/community/_payload.json?b1')
  })
})

describe('loadPayload', () => {
  it('loads the payload of a prerendered path', async () => {
    payloads['/community/_payload.json?b1'] = () => json({ ambassadors: [1, 2] })
    const { loadPayload } = await load()
    await expect(loadPayload<{ ambassadors: number[] }>('/community/')).resolves.toEqual({ ambassadors: [1, 2] })
  })

  it('never requests a payload for a path the manifest does not list', async () => {
    const { loadPayload } = await load()
    await expect(loadPayload('/ambassadors')).resolves.toBeNull()
    expect(payloadCalls()).toEqual([])
  })

  it('shares one request between a prefetch and the navigation that follows', async () => {
    payloads['/community/_payload.json?b1'] = () => json({ n: 1 })
    const { loadPayload, prefetchPayload } = await load()
    prefetchPayload('/community')
    const [a, b] = await Promise.all([loadPayload('/community?view=map'), loadPayload('/community/')])
    expect(a).toEqual({ n: 1 })
    expect(b).toBe(a)
    expect(payloadCalls()).toEqual(['/community/_payload.json?b1'])
  })

  it('on HTTP 500 warns "Cannot load payload" with the URL and resolves null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    payloads['/community/_payload.json?b1'] = () => json({}, 500)
    const { loadPayload } = await load()
    await expect(loadPayload('/community')).resolves.toBeNull()
    expect(warn).toHaveBeenCalledWith('Cannot load payload', '/community/_payload.json?b1')
  })

  it('on a network error or a non-JSON body warns and resolves null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    payloads['/community/_payload.json?b1'] = () => Promise.reject(new TypeError('Failed to fetch'))
    payloads['/_payload.json?b1'] = () => new Response('<!doctype html>', { status: 200 })
    const { loadPayload } = await load()
    await expect(loadPayload('/community')).resolves.toBeNull()
    await expect(loadPayload('/')).resolves.toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenLastCalledWith('Cannot load payload', '/_payload.json?b1')
  })

  it('retries a failed payload on the next call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let attempt = 0
    payloads['/fr/_payload.json?b1'] = () => (++attempt === 1 ? json({}, 503) : json({ ok: true }))
    const { loadPayload } = await load()
    await expect(loadPayload('/fr')).resolves.toBeNull()
    await expect(loadPayload('/fr')).resolves.toEqual({ ok: true })
    expect(payloadCalls()).toHaveLength(2)
  })
})

describe('prefetchPayload', () => {
  it('does nothing on a very slow connection', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } })
    const { prefetchPayload } = await load()
    prefetchPayload('/community')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
