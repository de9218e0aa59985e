import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from './support/fixtures'
import { openDialogsAndCheck, submitEmptyFormsAndCheck } from './support/page-states'
import { SITE_PAGES, SITE_ROUTES } from './support/site'

// axe-core on every page in both languages (pages are discovered from
// pages/), in each state a visitor can reach without data: as loaded, every
// dialog opened by an aria-haspopup="dialog" button, every form with required
// fields submitted empty (its error state). 0 violations.
for (const { url } of SITE_PAGES) {
  test(`${url}: no accessibility violations, loaded, with dialogs open and forms in error`, async ({ page }) => {
    await page.goto(url)
    await waitForInteractive(page)
    await expectNoAxeViolations(page, 'loaded')
    await openDialogsAndCheck(page)
    await submitEmptyFormsAndCheck(page)
  })
}

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
  for (const route of SITE_ROUTES) {
    test(`${route}: no accessibility violations at 375 px`, async ({ page }) => {
      await page.goto(route)
      await waitForInteractive(page)
      await expectNoAxeViolations(page, 'mobile')
    })
  }
})

// Two tests, one axe run each: the directory is the largest page, and two
// analyses of it in one test took longer than a test's 30 s on a loaded machine.
test('the language switch, focused, has no violations', async ({ page }) => {
  await page.goto('/community')
  await waitForInteractive(page)
  await page.getByRole('link', { name: 'Lire cette page en français' }).focus()
  await expectNoAxeViolations(page, 'switch focused')
})

test('the page the language switch leads to has no violations', async ({ page }) => {
  await page.goto('/community')
  await waitForInteractive(page)
  await page.getByRole('link', { name: 'Lire cette page en français' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expectNoAxeViolations(page, 'after switching to French')
})

for (const url of ['/no-such-page?x=1', '/fr/aucune-page']) {
  test(`the 404 page (${url}) has no violations`, async ({ page }) => {
    await page.goto(url)
    await waitForInteractive(page)
    await expect(page.getByTestId('error-message')).toBeVisible()
    await expectNoAxeViolations(page, '404')
  })
}

for (const locale of ['en', 'fr'] as const) {
  test(`the 500 page (${locale}) has no violations`, async ({ page }) => {
    // A real page's 500 state: its chunk keeps failing, so after one reload the app shows the 500 page.
    await page.route(
      (url) => /\/assets\/entries\/pages_-graphql-_community[.-][^/]*\.js$/.test(url.pathname),
      (route) => route.abort('failed'),
    )
    await page.goto(localized('/', locale))
    await waitForInteractive(page)
    await page.getByRole('navigation', { name: messages[locale].app.mainNavigation }).getByRole('link', { name: messages[locale].nav.community }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].error.serverErrorTitle)
    await expectNoAxeViolations(page, '500')
  })
}
