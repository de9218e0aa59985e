import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { installMapsStub, markerCounts } from '../support/maps-stub'
import { waitForInteractive } from '../support/page-ready'
import { fill, formatCount, recordConsole, totalFromApi, zoomUntilSingle } from './maps-helpers'
import { expectNoAxeViolations } from '../support/axe'

const t = messages.en.maps

test.describe('ambassador map on /community', () => {
  test('loads the Maps script once with the key and the places library, and shows every ambassador clustered', async ({ page, request }) => {
    test.setTimeout(90_000) // axe on a loaded machine
    const console = recordConsole(page)
    const maps = await installMapsStub(page)
    const total = await totalFromApi(request, null)
    expect(total).toBe(150)
    await page.goto('/community?view=map')
    await waitForInteractive(page)

    await expect(page.getByRole('status').filter({ hasText: fill(t.caption_other, { formatted: formatCount(total, 'en') }) })).toBeVisible()
    await expect.poll(async () => (await markerCounts(page)).total).toBe(total)
    const counts = await markerCounts(page)
    expect(counts.clusters.length, 'at least one cluster').toBeGreaterThan(0)
    expect(Math.min(...counts.clusters), 'no cluster below the minimum size').toBeGreaterThanOrEqual(2)

    expect(maps.requests).toHaveLength(1)
    const url = maps.requests[0]
    expect(url?.searchParams.get('key')).toBe('e2e-test-key')
    expect(url?.searchParams.get('libraries')?.split(',')).toContain('places')
    await expectNoAxeViolations(page, 'map view')
    expect(console.errors).toEqual([])
  })

  test('the map shows the directory filter: as many ambassadors as the result count', async ({ page, request }) => {
    await installMapsStub(page)
    const total = await totalFromApi(request, { countries: ['FR'] })
    expect(total).toBeGreaterThan(1)
    await page.goto('/community?country=FR&view=map')
    await waitForInteractive(page)
    await expect(page.locator('#directory-count')).toHaveText(fill(messages.en.community.results.count_other, { formatted: formatCount(total, 'en') }))
    await expect.poll(async () => (await markerCounts(page)).total).toBe(total)
  })

  test('a cluster zooms in; a marker opens that ambassador’s card; Escape closes it', async ({ page }) => {
    test.setTimeout(90_000)
    await installMapsStub(page)
    await page.goto('/community?view=map')
    await waitForInteractive(page)
    await expect.poll(async () => (await markerCounts(page)).total).toBe(150)

    const single = await zoomUntilSingle(page)
    const name = await single.getAttribute('aria-label')
    expect(name).toMatch(/^\S+ \S\.$/)
    await single.click()

    const card = page.getByRole('region', { name: t.selected.label })
    await expect(card).toBeFocused()
    await expect(card.getByRole('heading', { level: 3, name: name ?? '' })).toBeVisible()
    await expect(card.getByRole('link', { name: new RegExp(messages.en.ambassador.ask) })).toBeVisible()
    await expectNoAxeViolations(page, 'card of a marker open')
    await page.keyboard.press('Escape')
    await expect(card).toHaveCount(0)
  })

  test('keyboard: "Show as a list" comes first, Tab reaches the markers, Enter zooms into a group or opens a card', async ({ page }) => {
    await installMapsStub(page)
    await page.goto('/community?view=map')
    await waitForInteractive(page)
    await expect.poll(async () => (await markerCounts(page)).total).toBe(150)

    const showList = page.getByRole('button', { name: t.showList })
    const focusedMarker = page.locator('.gm-stub-marker:focus')
    const singleName = /^\S+ \S\.$/
    const focusedIsSingle = async () => singleName.test((await focusedMarker.getAttribute('aria-label')) ?? '')
    // From "Show as a list", Tab moves through the markers; when all are groups, Enter zooms into one.
    for (let zoom = 0; zoom < 10; zoom++) {
      await showList.focus()
      await page.keyboard.press('Tab')
      await expect(focusedMarker).toHaveCount(1)
      const count = await page.locator('.gm-stub-marker').count()
      for (let tab = 1; tab < count && !(await focusedIsSingle()); tab++) await page.keyboard.press('Tab')
      if (await focusedIsSingle()) break
      await page.keyboard.press('Enter')
      await expect.poll(() => page.locator('.gm-stub-marker').count()).not.toBe(count)
    }
    const name = (await focusedMarker.getAttribute('aria-label')) ?? ''
    expect(name).toMatch(singleName)
    await page.keyboard.press('Enter')
    const card = page.getByRole('region', { name: t.selected.label })
    await expect(card).toBeFocused()
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible()
    await card.getByRole('button', { name: t.selected.close }).press('Enter')
    await expect(card).toHaveCount(0)

    await showList.click()
    await expect(page).toHaveURL(/\/community$/)
    await expect(page.locator('.ambassador-list-item').first()).toBeVisible()
  })
})
