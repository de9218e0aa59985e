import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'

// Every page's status, <html lang>, h1, title and meta description in en and
// fr are checked in the same visit as its axe pass (quality/a11y.spec.ts).

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
