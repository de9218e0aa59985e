/**
 * Loads the Google Maps JavaScript API on demand (seed §7: requested with the
 * organization's key and the `places` library) through @googlemaps/js-api-loader
 * v2 (`setOptions` + `importLibrary`). Only the map and the city field import
 * this module, always through a dynamic import, so it is never in a page's
 * first-load bundle.
 *
 * The Maps script can be loaded once per page: a second load with different
 * options is the seed's repeated-load error (§8), thrown as a MapsLoadError
 * that the map and the city field turn into their "unavailable" state. The same
 * options reuse the first load (the package requests the script once).
 */
import { importLibrary, setOptions, type APIOptions } from '@googlemaps/js-api-loader'
import { isOffline, type MapsUnavailableReason } from './unavailable'

/** The Maps script counts as failed after this long (a blocked or hanging request): the map view offers the list instead. */
const MAP_SCRIPT_TIMEOUT_MS = 10_000

export type { MapsUnavailableReason } from './unavailable'

export class MapsLoadError extends Error {
  override readonly name = 'MapsLoadError'
  constructor(
    readonly reason: MapsUnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export const REPEATED_LOAD_MESSAGE = 'Google Maps was already loaded with different options'

export interface MapsLoadOptions {
  /** The organization's key (`organization.mapsApiKey`); null or empty = maps not configured. */
  readonly key: string | null | undefined
  /** Libraries requested with the script; `places` by default (seed §7). */
  readonly libraries?: readonly string[]
  readonly language?: string
  readonly region?: string
}

export type MapsLibraryName = keyof google.maps.ImportLibraryMap

/** What the loader needs of @googlemaps/js-api-loader (the real package by default). */
export interface MapsApi {
  setOptions(options: APIOptions): void
  importLibrary<L extends MapsLibraryName>(library: L): Promise<google.maps.ImportLibraryMap[L]>
}

/** The script parameters for a key: the weekly channel and the places library. */
export function toApiOptions(options: MapsLoadOptions & { key: string }): APIOptions {
  const api: APIOptions = { key: options.key, v: 'weekly', libraries: [...(options.libraries ?? ['places'])] }
  if (options.language) api.language = options.language
  if (options.region) api.region = options.region
  return api
}

/** A stable text of the options: property order and library order do not make options different. */
export function optionsSignature(options: APIOptions): string {
  const entries = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...new Set(value)].sort() : value] as const)
    .sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify(entries)
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The Google Maps JavaScript API did not load within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export interface MapsLoader {
  /** Loads (or reuses) the script with these options and returns one library. Rejects with a MapsLoadError. */
  importLibrary<L extends MapsLibraryName>(options: MapsLoadOptions, library: L): Promise<google.maps.ImportLibraryMap[L]>
}

export function createMapsLoader(api: MapsApi = { setOptions, importLibrary }, timeoutMs: number = MAP_SCRIPT_TIMEOUT_MS): MapsLoader {
  // The options of the first load: js-api-loader ignores any later setOptions, so they stay the page's options.
  let firstSignature: string | null = null
  return {
    async importLibrary(options, library) {
      const key = options.key?.trim()
      if (!key) throw new MapsLoadError('no-key', 'No Google Maps key is configured for this organization')
      const apiOptions = toApiOptions({ ...options, key })
      const signature = optionsSignature(apiOptions)
      if (firstSignature === null) {
        api.setOptions(apiOptions)
        firstSignature = signature
      } else if (signature !== firstSignature) {
        throw new MapsLoadError('repeated-load', REPEATED_LOAD_MESSAGE)
      }
      try {
        return await withTimeout(api.importLibrary(library), timeoutMs)
      } catch (error) {
        // A failed script is requested again on the next call (the package resets), so "Try again" can work.
        const reason = isOffline() ? 'offline' : 'load-failed'
        throw new MapsLoadError(reason, `Google Maps could not load the "${library}" library`, { cause: error })
      }
    },
  }
}

/** The page's one loader. */
export const mapsLoader = createMapsLoader()

/** The reason of a failure, for the translated "unavailable" message (anything unexpected counts as a failed script). */
export function unavailableReasonOf(error: unknown): MapsUnavailableReason {
  return error instanceof MapsLoadError ? error.reason : isOffline() ? 'offline' : 'load-failed'
}
