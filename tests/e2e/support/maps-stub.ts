/**
 * A local stand-in for the Google Maps JavaScript API (the network here cannot
 * reach Google). `installMapsStub(page)` answers the script request the app's
 * real loader (@googlemaps/js-api-loader) makes to
 * `https://maps.googleapis.com/maps/api/js?key=…&libraries=places&callback=…`
 * with a small script (maps-stub-browser.ts, -geometry.ts, -places.ts) that
 * defines enough of `google.maps` and calls the loader's callback, like the
 * real one. Markers and clusters are DOM elements (`.gm-stub-marker`, the
 * clusters with their count as text); the production code does not know.
 *
 *   const maps = await installMapsStub(page)             // or { fail: true }: the request is aborted
 *   await page.goto('/community?view=map')
 *   expect(maps.requests[0]?.searchParams.get('libraries')).toBe('places')
 *   await expect.poll(() => markerTotal(page)).toBe(150)
 */
import type { BrowserContext, Page } from '@playwright/test'
import { installGoogleMapsStub, type MapsStubConfig, type MapsStubPlace } from './maps-stub-browser'
import { createGeometryStub } from './maps-stub-geometry'
import { createPlacesStub } from './maps-stub-places'

export type { MapsStubPlace } from './maps-stub-browser'

/** Predictions the stub knows (prefix match, restricted by country like the real service). */
export const STUB_PLACES: readonly MapsStubPlace[] = [
  { placeId: 'stub-lyon', name: 'Lyon', secondary: 'France', country: 'FR', lat: 45.764, lng: 4.8357 },
  { placeId: 'stub-lille', name: 'Lille', secondary: 'France', country: 'FR', lat: 50.6292, lng: 3.0573 },
  { placeId: 'stub-lisbon', name: 'Lisbon', secondary: 'Portugal', country: 'PT', lat: 38.7223, lng: -9.1393 },
  { placeId: 'stub-paris', name: 'Paris', secondary: 'France', country: 'FR', lat: 48.8566, lng: 2.3522 },
  { placeId: 'stub-london', name: 'London', secondary: 'United Kingdom', country: 'GB', lat: 51.5072, lng: -0.1276 },
  { placeId: 'stub-lagos', name: 'Lagos', secondary: 'Nigeria', country: 'NG', lat: 6.5244, lng: 3.3792 },
  { placeId: 'stub-montreal', name: 'Montréal', secondary: 'Canada', country: 'CA', lat: 45.5019, lng: -73.5674 },
]

export const MAPS_SCRIPT_PATTERN = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js(\?|$)/

/** The stub as one script: the self-contained browser functions, called with the configuration. */
export function mapsStubScript(config: MapsStubConfig = { places: [...STUB_PLACES] }): string {
  // `__name`: the helper tsx/esbuild put into serialized functions when this runs outside Playwright (the map bench).
  const nameHelper = 'const __name = (target, value) => Object.defineProperty(target, "name", { value, configurable: true });'
  return `(() => { ${nameHelper} (${installGoogleMapsStub.toString()})(${JSON.stringify(config)}, ${createGeometryStub.toString()}, ${createPlacesStub.toString()}); })();`
}

export interface MapsStub {
  /** Every request for the Maps script, in order. */
  readonly requests: URL[]
}

/** Serves the stub for the Maps script (or aborts the request with `fail`, as a blocked or unreachable script). */
export async function installMapsStub(target: Page | BrowserContext, options: { fail?: boolean; places?: readonly MapsStubPlace[] } = {}): Promise<MapsStub> {
  const requests: URL[] = []
  const body = mapsStubScript({ places: [...(options.places ?? STUB_PLACES)] })
  await target.route(MAPS_SCRIPT_PATTERN, async (route) => {
    requests.push(new URL(route.request().url()))
    if (options.fail) await route.abort('failed')
    else await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body })
  })
  return { requests }
}

export interface MarkerCounts {
  /** The count written on each cluster. */
  readonly clusters: number[]
  /** Markers drawn on their own. */
  readonly singles: number
  /** Ambassadors represented: the clusters' counts plus the single markers. */
  readonly total: number
}

/** What the stub map shows now (clusters carry their count as text; single markers have none). */
export async function markerCounts(page: Page): Promise<MarkerCounts> {
  const texts = await page.locator('.gm-stub-marker').evaluateAll((elements) => elements.map((el) => el.textContent ?? ''))
  const clusters = texts.filter((text) => text !== '').map(Number)
  const singles = texts.filter((text) => text === '').length
  return { clusters, singles, total: clusters.reduce((sum, n) => sum + n, 0) + singles }
}

/** The Places requests the page made (input, region codes, types, language, whether a session token was sent). */
export async function placesRequests(
  page: Page,
): Promise<{ input: string; includedRegionCodes?: string[]; includedPrimaryTypes?: string[]; language?: string; sessionToken: boolean }[]> {
  return page.evaluate(() => (window as unknown as { __mapsStub?: { placesRequests: never[] } }).__mapsStub?.placesRequests ?? [])
}
