import { expect, test } from '@playwright/test'
import { localized, messages } from '../support/locales'
import { waitForClientRuntime, waitForInteractive } from '../support/page-ready'
import { organizationSettings, OWNER, openConsoleSignedIn, restoreSettings } from './staff-helpers'

// Issue 16, "Must show": staff change the tagline, publish, watch the
// progress, and `/` then shows the new tagline; a tab of `/` opened before
// gets the "new version" prompt. The server prerenders its own site in a
// child process and swaps it in (decision 071): this replaces the served
// site, so it runs with the other public-data writers (playwright.config.ts).

/** A prerender of the whole site beside the tests, on a shared 2-core machine. */
const PUBLISH_TIMEOUT_MS = 240_000

test('publishing: the owner publishes a new tagline with visible progress; / and /fr show it; an open tab is told a new version is out', async ({ page, context, browser }) => {
  test.setTimeout(PUBLISH_TIMEOUT_MS)
  const t = messages.en.staffConsole
  // A visitor's tab, open on the old site; its clock is ours to move (the update check polls hourly).
  const visitor = await browser.newContext()
  const openTab = await visitor.newPage()
  await openTab.clock.install()
  await openTab.goto('/')
  await waitForClientRuntime(openTab)

  const token = await openConsoleSignedIn(page, context, OWNER)
  const original = await organizationSettings(page.request, token)
  const stamp = Date.now()
  const tagline = { en: `Published from the console ${stamp}`, fr: `Publié depuis la console ${stamp}` }
  try {
    await page.getByLabel(messages.en.fields.taglineEn, { exact: true }).fill(tagline.en)
    await page.getByLabel(messages.en.fields.taglineFr, { exact: true }).fill(tagline.fr)
    await page.getByRole('button', { name: t.settings.save }).click()
    await expect(page.getByRole('status').filter({ hasText: t.settings.saved })).toBeVisible()

    const panel = page.getByRole('region', { name: t.publishing.heading })
    await page.getByRole('tab', { name: t.sections.staff }).click()
    await page.getByRole('tab', { name: t.sections.settings }).click()
    // The waiting changes are counted (the panel reads them fresh when the tab opens).
    await expect(panel.getByText(/^\d+ changes? not yet on the site$/)).toBeVisible()
    const buildBefore = await panel.locator('dd').first().textContent()

    await panel.getByRole('button', { name: t.publishing.publishNow }).click()
    await expect(panel.getByRole('status')).toHaveText(t.publishing.started)
    const progress = panel.getByRole('progressbar')
    await expect(progress).toBeVisible()
    // Pages done of total, as the prerender reports them.
    await expect(panel.getByText(/^Publishing: \d+ of \d+ pages$/)).toBeVisible({ timeout: 60_000 })
    await expect(panel.getByRole('status')).toHaveText(/^Published: \d+ pages are live\.$/, { timeout: 180_000 })
    await expect(progress).toHaveCount(0)
    await expect(panel.getByText(t.publishing.pendingCount_other.replace('{{count}}', '0'))).toBeVisible()
    await expect(panel.locator('dd').first()).not.toHaveText(buildBefore ?? '')

    // The static site now shows the new tagline, in both languages.
    const home = await context.newPage()
    await home.goto('/')
    await waitForInteractive(home)
    await expect(home.locator('.home-hero')).toContainText(tagline.en)
    await home.goto(localized('/', 'fr'))
    await expect(home.locator('.home-hero')).toContainText(tagline.fr)

    // The tab opened before: its next hourly check finds the new build.
    const poll = openTab.waitForResponse((r) => new URL(r.url()).pathname === '/builds/latest.json')
    await openTab.clock.runFor(60 * 60 * 1000)
    await poll
    await expect(openTab.getByRole('status').filter({ hasText: messages.en.app.updateAvailable })).toBeVisible()
  } finally {
    await visitor.close()
    await restoreSettings(page.request, token, { tagline: original.tagline })
  }
})
