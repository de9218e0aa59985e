import { expect, test } from '@playwright/test'
import { PAGE_HEADER_GROUP } from '../../../src/routing/page-header'
import { localized, messages, type TestLocale } from '../support/locales'

const ROUTES = [
  ['/', 'index'],
  ['/community', 'community'],
  ['/match', 'match'],
  ['/matchCommunity', 'matchCommunity'],
  ['/matchQuestion', 'matchQuestion'],
  ['/meet', 'meet'],
  ['/question', 'question'],
  ['/iframe', 'iframe'],
  ['/ambassadors', 'ambassadors'],
  ['/404-not-found', 'notFound'],
] as const

/** Heading and intro: `pages.<key>` for `/` and the 404 page (the shell carries them), the page's own group's `pageHeader` for the others. */
const textOf = (locale: TestLocale, key: (typeof ROUTES)[number][1]): { heading: string; intro: string } =>
  key === 'index' || key === 'notFound' ? messages[locale].pages[key] : messages[locale][PAGE_HEADER_GROUP[key]].pageHeader

for (const locale of ['en', 'fr'] as TestLocale[]) {
  for (const [path, key] of ROUTES) {
    test(`${localized(path, locale)} renders its heading in ${locale}`, async ({ page }) => {
      const response = await page.goto(localized(path, locale))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(locale, key).heading)
      await expect(page).toHaveTitle(new RegExp(messages[locale].pages[key].title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      // A description in the page's language, for search results and link previews.
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', textOf(locale, key).intro)
    })
  }
}

test('pages use the default layout; /iframe uses the bare layout', async ({ page }) => {
  await page.goto('/community')
  await expect(page.getByRole('navigation', { name: messages.en.app.mainNavigation })).toBeVisible()
  await expect(page.getByRole('link', { name: messages.en.nav.home, exact: true })).toBeVisible()
  await page.goto('/iframe')
  await expect(page.getByRole('navigation', { name: messages.en.app.mainNavigation })).toHaveCount(0)
})

test('the navigation labels Home / Accueil and links stay in the language', async ({ page }) => {
  await page.goto('/fr/community')
  const home = page.getByRole('link', { name: 'Accueil', exact: true })
  await expect(home).toHaveAttribute('href', '/fr')
  await page.goto('/community')
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
})

test('hreflang alternates and canonical links point at both languages', async ({ page }) => {
  await page.goto('/fr/community')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/fr\/community$/)
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/community$/)
  await expect(page.locator('link[rel=alternate][hreflang=fr]')).toHaveAttribute('href', /\/fr\/community$/)
})

test('a query and hash on a page do not break it', async ({ page }) => {
  const response = await page.goto('/community?x=1#a')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.community.pageHeader.heading)
})
