import { PAGE_HEADER_GROUP } from '../../../src/routing/page-header'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from './support/fixtures'
import { openDialogsAndCheck, submitEmptyFormsAndCheck } from './support/page-states'
import { SITE_PAGES, SITE_ROUTES } from './support/site'

type PageKey = Exclude<keyof (typeof messages)['en']['pages'], 'staff'>
/** The page key of a route, for its texts (the console's own heading depends on its session: staff/sign-in.spec.ts). */
const pageKeyOf = (route: string): PageKey | null => (route === '/' ? 'index' : route === '/404-not-found' ? 'notFound' : route === '/staff' ? null : (route.slice(1) as PageKey))
/** Heading and intro: `pages.<key>` for `/` and the 404 page (the shell carries them), the page's own group's `pageHeader` for the others. */
const textOf = (locale: TestLocale, key: PageKey): { heading: string; intro: string } =>
  key === 'index' || key === 'notFound' ? messages[locale].pages[key] : messages[locale][PAGE_HEADER_GROUP[key]].pageHeader
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// axe-core on every page in both languages (pages are discovered from
// pages/), in each state a visitor can reach without data: as loaded, in the
// light and the dark theme (the system turning dark: the page follows,
// theme/theme-switch.spec.ts); every dialog opened by an aria-haspopup="dialog"
// button; every form with required fields submitted empty (its error state).
// 0 violations. The visit of the page as loaded also checks what the page says
// it is, in its language: status, <html lang>, the h1, the title and the meta
// description. Both used to load every page once more (foundation/routes.spec.ts,
// theme/dark-accessibility.spec.ts). Dialogs and forms get a visit of their
// own, so that no test runs more than a few axe passes.
for (const { url, route, locale } of SITE_PAGES) {
  const key = pageKeyOf(route)
  test(`${url}: ${key ? `its heading, title and description in ${locale}; ` : ''}no accessibility violations as loaded, light and dark`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    if (key) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(locale, key).heading)
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(messages[locale].pages[key].title)))
      // A description in the page's language, for search results and link previews.
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', textOf(locale, key).intro)
    }
    await waitForInteractive(page)
    await expectNoAxeViolations(page, 'loaded')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    // The same markup, checked whole above: the theme changes only what the colour rules read.
    await expectNoAxeViolations(page, 'loaded, dark theme', 'colour')
  })

  test(`${url}: no accessibility violations with dialogs open and forms in error`, async ({ page }) => {
    await page.goto(url)
    await waitForInteractive(page)
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

// An unknown path: HTTP 404 and the seed's message quoting the full path, in
// the path's language (formerly the first two tests of foundation/errors.spec.ts).
for (const [url, lang, heading, message] of [
  ['/no-such-page?x=1', 'en', 'Page Not Found', 'Page not found: /no-such-page?x=1'],
  ['/fr/aucune-page?x=1', 'fr', 'Page introuvable', 'Page introuvable : /fr/aucune-page?x=1'],
] as const) {
  test(`the 404 page (${url}) answers 404 with the seed message and has no violations`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByTestId('error-message')).toHaveText(message)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await waitForInteractive(page)
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
