// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_MANIFEST_UPDATE_EVENT, MANIFEST_POLL_INTERVAL_MS } from './constants'

let latest: { id: string; timestamp: number }
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
const load = async (): Promise<typeof import('./update-check')> => import('./update-check')

beforeEach(() => {
  vi.resetModules()
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
  vi.stubEnv('VITE_BUILD_ID', 'b1')
  latest = { id: 'b1', timestamp: 1 }
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(latest))))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('startUpdateCheck', () => {
  it('polls builds/latest.json every MANIFEST_POLL_INTERVAL_MS, cache-busted and no-store', async () => {
    const { startUpdateCheck } = await load()
    const stop = startUpdateCheck()
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_INTERVAL_MS)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_INTERVAL_MS)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_INTERVAL_MS * 3)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('stays quiet while the deployed id is the running one', async () => {
    const { startUpdateCheck, onAppManifestUpdate, isUpdatePending } = await load()
    const seen = vi.fn()
    onAppManifestUpdate(seen)
    startUpdateCheck()
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_INTERVAL_MS * 2)
    expect(seen).not.toHaveBeenCalled()
    expect(isUpdatePending()).toBe(false)
  })

  it('fires app:manifest-update with {id, timestamp} once per new id and flags the update', async () => {
    const { startUpdateCheck, onAppManifestUpdate, isUpdatePending } = await load()
    const seen = vi.fn()
    const raw = vi.fn()
    const unsubscribe = onAppManifestUpdate(seen)
    window.addEventListener(APP_MANIFEST_UPDATE_EVENT, raw)
    startUpdateCheck()
    latest = { id: 'b2', timestamp: 2 }
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_INTERVAL_MS * 2)
    expect(seen.mock.calls).toEqual([[{ id: 'b2', timestamp: 2 }]])
    expect(raw).toHaveBeenCalledTimes(1)
    expect(isUpdatePending()).toBe(true)
    latest = { id: 'b3', timestamp: 3 }
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_INTERVAL_MS)
    expect(seen).toHaveBeenLastCalledWith({ id: 'b3', timestamp: 3 })
    unsubscribe()
    latest = { id: 'b4', timestamp: 4 }
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_INTERVAL_MS)
    expect(seen).toHaveBeenCalledTimes(2)
    window.removeEventListener(APP_MANIFEST_UPDATE_EVENT, raw)
  })

  it('survives network errors, HTTP errors and junk bodies', async () => {
    const { checkForUpdate, isUpdatePending } = await load()
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }))
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>'))
    fetchMock.mockResolvedValueOnce(new Response('null'))
    for (let i = 0; i < 4; i++) await expect(checkForUpdate()).resolves.toBeNull()
    expect(isUpdatePending()).toBe(false)
  })
})
