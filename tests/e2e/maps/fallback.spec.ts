import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { installMapsStub, markerCounts } from '../support/maps-stub'
import { waitForInteractive } from '../support/page-ready'
import { recordConsole, withoutMapsKey } from './maps-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { settleRoutesAfterEachTest } from '../support/settle-routes'

settleRoutesAfterEachTest()

const t = messages.en.maps

test.describe('without a map, the directory stays usable', () => {
  test('no key configured: the reason, then the list; nothing is asked of Google, nothing logged', async ({ page }) => {
    test.setTimeout(90_000) // axe on a loaded machine
    const console = recordConsole(page)
    const maps = await installMapsStub(page)
    await withoutMapsKey(page)
    await page.goto('/community?view=map')
    await waitForInteractive(page)

    await expect(page.getByRole('status').filter({ hasText: t.unavailable.noKey })).toBeVisible()
    await expect(page.locator('.ambassador-list-item')).not.toHaveCount(0)
    await expect(page.getByRole('button', { name: messages.en.community.view.list })).toBeVisible()
    expect(maps.requests).toEqual([])
    await expectNoAxeViolations(page, 'map view without a key')
    expect(console.errors).toEqual([])
    expect(console.warnings).toEqual([])
  })

  test('script blocked: the reason, then the list; one warning, no error from the app', async ({ page }) => {
    test.setTimeout(90_000)
    const console = recordConsole(page)
    const maps = await installMapsStub(page, { fail: true })
    await page.goto('/community?view=map')
    await waitForInteractive(page)

    await expect(page.getByRole('status').filter({ hasText: t.unavailable.loadFailed })).toBeVisible()
    await expect(page.locator('.ambassador-list-item')).not.toHaveCount(0)
    expect(maps.requests).toHaveLength(1)
    await expectNoAxeViolations(page, 'map view with the script blocked')
    // The browser reports the blocked request itself; the app adds one warning, never an error.
    expect(console.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
    expect(console.errors.length).toBeLessThanOrEqual(1)
    expect(console.warnings.filter((w) => /Maps unavailable/.test(w))).toHaveLength(1)
  })

  test('offline before the map was ever opened: the list stays, with the reason, not the error page', async ({ page, context }) => {
    await installMapsStub(page)
    await page.goto('/community')
    await waitForInteractive(page)
    await expect(page.locator('.ambassador-list-item')).not.toHaveCount(0)
    await context.setOffline(true)
    await page.getByRole('button', { name: messages.en.community.view.map }).click()
    await expect(page.getByRole('status').filter({ hasText: messages.en.community.map.unavailable })).toBeVisible()
    await expect(page.locator('.ambassador-list-item')).not.toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: messages.en.community.directory.title })).toBeVisible()
  })

  test('offline after the map was shown: a new filter on the map says the visitor is offline', async ({ page, context }) => {
    await installMapsStub(page)
    await page.goto('/community?view=map')
    await waitForInteractive(page)
    await expect.poll(async () => (await markerCounts(page)).total).toBe(150)
    await context.setOffline(true)
    await page.getByRole('checkbox', { name: /^Master/ }).check()
    // After the client's network retries give up.
    await expect(page.getByRole('status').filter({ hasText: t.unavailable.offline })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 2, name: messages.en.community.directory.title })).toBeVisible()
  })

  test('French: the reason is translated', async ({ page }) => {
    await installMapsStub(page, { fail: true })
    await page.goto('/fr/community?view=map')
    await waitForInteractive(page)
    await expect(page.getByRole('status').filter({ hasText: messages.fr.maps.unavailable.loadFailed })).toBeVisible()
    await expect(page.locator('.ambassador-list-item')).not.toHaveCount(0)
  })
})
