// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { Client, fetchExchange } from 'urql'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installGoogleMapsStub } from '../../../tests/e2e/support/maps-stub-browser'
import { createGeometryStub } from '../../../tests/e2e/support/maps-stub-geometry'
import { createPlacesStub } from '../../../tests/e2e/support/maps-stub-places'
import en from '../../../locales/en.json'
import { renderWithPage } from '../ambassadors/testing/render-with-page'
import DirectoryMap from './DirectoryMap'
import { mapsLoader } from './loader'

const PINS = [
  { id: 'a1', firstName: 'Alice', lastInitial: 'D.', latitude: 48.85, longitude: 2.35 },
  { id: 'a2', firstName: 'Bruno', lastInitial: 'T.', latitude: 45.76, longitude: 4.84 },
  { id: 'a3', firstName: 'Chloé', lastInitial: 'M.', latitude: -33.87, longitude: 151.21 },
]

/** A real urql client whose "server" answers the maps operations (through fetch, like the app's). */
function clientAnswering(mapsApiKey: string | null) {
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(typeof init?.body === 'string' ? init.body : '') as { operationName: string }
    const data =
      operationName === 'MapsKey'
        ? { organization: { __typename: 'Organization', mapsApiKey } }
        : {
            ambassadors: {
              __typename: 'AmbassadorConnection',
              totalCount: PINS.length,
              pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
              nodes: PINS.map((p) => ({ __typename: 'Ambassador', ...p })),
            },
          }
    return Promise.resolve(new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } }))
  })
  return new Client({ url: 'http://api.test/gql/public', exchanges: [fetchExchange], fetch, preferGetMethod: false })
}

const renderMap = (mapsApiKey: string | null) =>
  renderWithPage(<DirectoryMap filter={null} totalCount={PINS.length} onShowList={() => undefined} listFallback={<ul aria-label="The list" />} />, {
    client: clientAnswering(mapsApiKey),
    urlPathname: '/community',
  })

// The browser tests' Google Maps stand-in, already "loaded" on the page: the loader uses its importLibrary.
beforeAll(() => installGoogleMapsStub({ places: [] }, createGeometryStub, createPlacesStub))
afterEach(cleanup)

describe('DirectoryMap', () => {
  it('without a key: says so and shows the list, without logging anything', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderMap(null)
    expect(await screen.findByText(en.maps.unavailable.noKey)).toBeTruthy()
    expect(screen.getByRole('list', { name: 'The list' })).toBeTruthy()
    expect(warn).not.toHaveBeenCalled()
  })

  it('with the key: every ambassador on the map, "Show as a list" first', async () => {
    renderMap('page-key')
    expect(await screen.findByText(en.maps.caption_other.replace('{{formatted}}', '3'), {}, { timeout: 3000 })).toBeTruthy()
    const buttons = screen.getAllByRole('button')
    expect(buttons[0]?.textContent).toBe(en.maps.showList)
    const drawn = [...document.querySelectorAll('.gm-stub-marker')].map((el) => Number(el.textContent || 1))
    expect(drawn.reduce((sum, n) => sum + n, 0)).toBe(3)
  })

  it('Maps already loaded with other options: the repeated-load error becomes the unavailable message and the list', async () => {
    // The page loaded Maps with "page-key" above; the organization now answers another key.
    await expect(mapsLoader.importLibrary({ key: 'page-key' }, 'maps')).resolves.toBeTruthy()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderMap('another-key')
    expect(await screen.findByText(en.maps.unavailable.repeatedLoad)).toBeTruthy()
    expect(screen.getByRole('list', { name: 'The list' })).toBeTruthy()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('MapsLoadError: Google Maps was already loaded with different options')
  })
})
