/** Helpers of the maps browser tests (the Maps stand-in itself is tests/e2e/support/maps-stub.ts). */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { Locale } from '../../../src/contract/locale'

/** Console output and page errors, to check there is no error storm (at most one warning). */
export function recordConsole(page: Page): { errors: string[]; warnings: string[] } {
  const record = { errors: [] as string[], warnings: [] as string[] }
  page.on('console', (message) => {
    if (message.type() === 'error') record.errors.push(message.text())
    if (message.type() === 'warning') record.warnings.push(message.text())
  })
  page.on('pageerror', (error) => record.errors.push(error.message))
  return record
}

/** The organization as the API gives it, but without a maps key (the `MapsKey` response is the real one, key removed). */
export async function withoutMapsKey(page: Page): Promise<void> {
  await page.route('**/gql/public', async (route) => {
    let operation: string | undefined
    try {
      operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName
    } catch {
      operation = undefined
    }
    if (operation !== 'MapsKey') return route.fallback()
    const response = await route.fetch()
    const json = (await response.json()) as { data: { organization: { mapsApiKey: string | null } } }
    expect(json.data.organization.mapsApiKey, 'the e2e server has a key (MAPS_API_KEY)').toBeTruthy()
    json.data.organization.mapsApiKey = null
    await route.fulfill({ response, json })
  })
}

/** How many ambassadors the API has for a filter. */
export async function totalFromApi(request: APIRequestContext, filter: Record<string, unknown> | null): Promise<number> {
  const response = await request.post('/gql/public', { data: { query: 'query($filter: AmbassadorFilter) { ambassadors(filter: $filter) { totalCount } }', variables: { filter } } })
  const json = (await response.json()) as { data: { ambassadors: { totalCount: number } } }
  return json.data.ambassadors.totalCount
}

export const formatCount = (value: number, locale: Locale): string => new Intl.NumberFormat(locale).format(value)
/** A locale template with its values filled in. */
export const fill = (template: string, values: Record<string, string | number>): string => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

/** Index of the first single marker nothing covers (a real click lands on it), or -1. */
async function clickableSingle(page: Page): Promise<number> {
  await page.locator('.gm-stub-map').first().scrollIntoViewIfNeeded()
  return page.locator('.gm-stub-marker:not(.gm-stub-labelled)').evaluateAll((markers) =>
    markers.findIndex((marker) => {
      const box = marker.getBoundingClientRect()
      const inside = box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight
      return inside && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === marker
    }),
  )
}

/** What the map shows, as text: each marker's name or count. */
const mapView = (page: Page): Promise<string> =>
  page.locator('.gm-stub-marker').evaluateAll((markers) =>
    markers
      .map((m) => `${m.getAttribute('aria-label')}|${m.textContent}`)
      .sort()
      .join(';'),
  )

/** Clicks the biggest group until a single marker can be clicked (each click must change the view); returns it. */
export async function zoomUntilSingle(page: Page): Promise<Locator> {
  for (let step = 0; step < 10 && (await clickableSingle(page)) < 0; step++) {
    const before = await mapView(page)
    // The biggest group is drawn on top (z-index grows with the count): nothing covers it.
    const groups = page.locator('.gm-stub-labelled')
    const counts = await groups.evaluateAll((elements) => elements.map((el) => Number(el.textContent)))
    await groups.nth(counts.indexOf(Math.max(...counts))).click()
    await expect.poll(() => mapView(page), 'a cluster click changes the view').not.toBe(before)
  }
  const index = await clickableSingle(page)
  expect(index, 'a single marker to click').toBeGreaterThanOrEqual(0)
  return page.locator('.gm-stub-marker:not(.gm-stub-labelled)').nth(index)
}
