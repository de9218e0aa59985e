// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMapsLoader, MapsLoadError, optionsSignature, REPEATED_LOAD_MESSAGE, toApiOptions, type MapsApi } from './loader'

/** A stand-in for @googlemaps/js-api-loader that counts what the loader asks of it. */
function recordingApi(result: Promise<unknown> = Promise.resolve({ library: true })) {
  const calls = { setOptions: [] as unknown[], importLibrary: [] as string[] }
  const api: MapsApi = {
    setOptions: (options) => void calls.setOptions.push(options),
    importLibrary: ((library: string) => {
      calls.importLibrary.push(library)
      return result
    }) as MapsApi['importLibrary'],
  }
  return { api, calls }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.head.innerHTML = ''
  Reflect.deleteProperty(window, 'google')
})

describe('options', () => {
  it('asks for the key, the weekly channel and the places library', () => {
    expect(toApiOptions({ key: 'k' })).toEqual({ key: 'k', v: 'weekly', libraries: ['places'] })
  })

  it('compares options by value: property and library order do not matter', () => {
    expect(optionsSignature({ key: 'k', libraries: ['places', 'marker'] })).toBe(optionsSignature({ libraries: ['marker', 'places'], key: 'k' }))
    expect(optionsSignature({ key: 'k', language: undefined })).toBe(optionsSignature({ key: 'k' }))
    expect(optionsSignature({ key: 'k' })).not.toBe(optionsSignature({ key: 'other' }))
    expect(optionsSignature({ key: 'k', libraries: ['places'] })).not.toBe(optionsSignature({ key: 'k', libraries: ['places', 'geometry'] }))
  })
})

describe('createMapsLoader', () => {
  it('reuses the first load for the same options: the script options are set once', async () => {
    const { api, calls } = recordingApi()
    const loader = createMapsLoader(api)
    await Promise.all([loader.importLibrary({ key: 'k' }, 'maps'), loader.importLibrary({ key: 'k' }, 'marker')])
    await loader.importLibrary({ key: ' k ' }, 'places')
    expect(calls.setOptions).toEqual([{ key: 'k', v: 'weekly', libraries: ['places'] }])
    expect(calls.importLibrary).toEqual(['maps', 'marker', 'places'])
  })

  it('refuses a second load with different options: the repeated-load error, nothing loaded', async () => {
    const { api, calls } = recordingApi()
    const loader = createMapsLoader(api)
    await loader.importLibrary({ key: 'first' }, 'maps')
    const second = loader.importLibrary({ key: 'second' }, 'maps')
    await expect(second).rejects.toBeInstanceOf(MapsLoadError)
    await expect(second).rejects.toMatchObject({ name: 'MapsLoadError', reason: 'repeated-load', message: REPEATED_LOAD_MESSAGE })
    await expect(loader.importLibrary({ key: 'first', language: 'fr' }, 'maps')).rejects.toMatchObject({ reason: 'repeated-load' })
    expect(calls.setOptions).toHaveLength(1)
    expect(calls.importLibrary).toEqual(['maps'])
  })

  it('without a key loads nothing (and a later load with a key still works)', async () => {
    const { api, calls } = recordingApi()
    const loader = createMapsLoader(api)
    await expect(loader.importLibrary({ key: null }, 'maps')).rejects.toMatchObject({ reason: 'no-key' })
    await expect(loader.importLibrary({ key: '  ' }, 'maps')).rejects.toMatchObject({ reason: 'no-key' })
    expect(calls.setOptions).toEqual([])
    await loader.importLibrary({ key: 'k' }, 'maps')
    expect(calls.setOptions).toHaveLength(1)
  })

  it('a failing script is load-failed, or offline when the browser is offline', async () => {
    const loader = createMapsLoader(recordingApi(Promise.reject(new Error('The Google Maps JavaScript API could not load.'))).api)
    await expect(loader.importLibrary({ key: 'k' }, 'maps')).rejects.toMatchObject({ reason: 'load-failed' })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(loader.importLibrary({ key: 'k' }, 'maps')).rejects.toMatchObject({ reason: 'offline' })
  })

  it('a script that never answers fails after the timeout', async () => {
    vi.useFakeTimers()
    const loader = createMapsLoader(recordingApi(new Promise(() => {})).api, 5_000)
    const loading = loader.importLibrary({ key: 'k' }, 'maps')
    const settled = expect(loading).rejects.toMatchObject({ reason: 'load-failed' })
    await vi.advanceTimersByTimeAsync(5_000)
    await settled
  })
})

describe('with the real @googlemaps/js-api-loader', () => {
  it('requests the script with the key and libraries=places; a blocked script is load-failed and can be tried again', async () => {
    vi.resetModules()
    vi.spyOn(console, 'error').mockImplementation(() => {}) // happy-dom reports the refused script
    const { createMapsLoader: createReal } = await import('./loader')
    const loader = createReal()
    const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]')]
    // happy-dom does not run external scripts: the request fails like a blocked one.
    await expect(loader.importLibrary({ key: 'test-key' }, 'maps')).rejects.toMatchObject({ name: 'MapsLoadError', reason: 'load-failed' })
    expect(scripts()).toHaveLength(1)
    const url = new URL(scripts()[0]?.src ?? '')
    expect(url.searchParams.get('key')).toBe('test-key')
    expect(url.searchParams.get('libraries')).toBe('places')
    expect(url.searchParams.get('v')).toBe('weekly')
    await expect(loader.importLibrary({ key: 'other-key' }, 'maps')).rejects.toMatchObject({ reason: 'repeated-load' })
    expect(scripts()).toHaveLength(1)
    await expect(loader.importLibrary({ key: 'test-key' }, 'maps')).rejects.toMatchObject({ reason: 'load-failed' })
    expect(scripts()).toHaveLength(2)
  })
})
