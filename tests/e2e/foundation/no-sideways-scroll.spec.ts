import { expect, test, type Page } from '@playwright/test'
import { openAreaSignedIn } from '../ambassadors-area/sign-in-helpers'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { SITE_ROUTES, TEST_LOCALES } from '../quality/support/site'
import { OWNER, openConsoleSignedIn } from '../staff/staff-helpers'

// Issue 34, "Must show": no page or console tab scrolls sideways at 390 px.
// Every public route (read from pages/), every tab of the staff console (an
// owner sees them all) and of the ambassadors area, in both languages.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The page is no wider than the screen: nothing to scroll to sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${what} scrolls sideways by this many px` })
    .toBeLessThanOrEqual(0)
}

/**
 * Each tab in turn, once its panel has loaded (no loading line left in it).
 * The console folds its sections behind a Menu button on a phone (decision
 * 150): `openMenu` shows them before each choice.
 */
async function expectNoTabScrollsSideways(page: Page, what: string, openMenu?: () => Promise<void>): Promise<void> {
  if (openMenu) await openMenu()
  // By id: a folded menu hides its tabs from role queries, not from CSS ones.
  const ids = await page
    .getByRole('tablist')
    .first()
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.id))
  expect(ids.length, `${what} has tabs`).toBeGreaterThan(1)
  for (const id of ids) {
    const tab = page.locator(`[id="${id}"]`)
    // Choosing a section folds the menu again.
    if (openMenu && !(await tab.isVisible())) await openMenu()
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('main .loading-status')).toHaveCount(0, { timeout: 15_000 })
    await expectNoSidewaysScroll(page, `${what}, tab "${await tab.textContent()}"`)
  }
}

for (const locale of TEST_LOCALES) {
  test(`no public page scrolls sideways at 390 px (${locale})`, async ({ page }) => {
    test.setTimeout(90_000)
    for (const route of [...SITE_ROUTES, '/no-such-page']) {
      await page.goto(localized(route, locale))
      await waitForInteractive(page)
      await expectNoSidewaysScroll(page, localized(route, locale))
    }
  })

  test(`no tab of the staff console scrolls sideways at 390 px (${locale})`, async ({ page, context }) => {
    test.setTimeout(90_000)
    await openConsoleSignedIn(page, context, OWNER, locale)
    await expectNoSidewaysScroll(page, 'the console')
    const menu = page.getByRole('button', { name: new RegExp(`^${messages[locale].staffConsole.shell.menu}`) })
    await expectNoTabScrollsSideways(page, 'the console', () => menu.click())
  })

  test(`no tab of the ambassadors area scrolls sideways at 390 px (${locale})`, async ({ page, context }) => {
    test.setTimeout(90_000)
    // Accounts no other test signs in with (these tests only read).
    await openAreaSignedIn(page, context, locale === 'en' ? 'amb70@demo.test' : 'amb71@demo.test', locale)
    await expectNoSidewaysScroll(page, 'the ambassadors area')
    await expectNoTabScrollsSideways(page, 'the ambassadors area')
  })
}
