import { expect, test } from '@playwright/test'
import { waitForInteractive } from '../support/page-ready'

test('the language switch keeps path, query and hash and sets the cookie', async ({ page, context }) => {
  await page.goto('/community?country=FR#groups')
  await waitForInteractive(page)
  await page.getByRole('link', { name: 'Lire cette page en français' }).click()
  await expect(page).toHaveURL(/\/fr\/community\?country=FR#groups$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.value).toBe('fr')
  expect(cookie?.path).toBe('/')
  expect(cookie?.secure).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')

  await page.getByRole('link', { name: 'Read this page in English' }).click()
  await expect(page).toHaveURL(/\/community\?country=FR#groups$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
})

test.describe('with a French browser', () => {
  test.use({ locale: 'fr-FR' })

  test('a first visit to / goes to /fr, keeping the query', async ({ page }) => {
    await page.goto('/?utm=mail')
    await expect(page).toHaveURL(/\/fr\?utm=mail$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('a visitor who chose English is not redirected', async ({ page, context }) => {
    await page.goto('/fr')
    await waitForInteractive(page)
    await page.getByRole('link', { name: 'Read this page in English' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/')
    await waitForInteractive(page)
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
  })

  test('other pages are never redirected', async ({ page }) => {
    await page.goto('/community')
    await waitForInteractive(page)
    await expect(page).toHaveURL(/\/community$/)
  })
})

test('an English browser stays on /', async ({ page }) => {
  await page.goto('/')
  await waitForInteractive(page)
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
