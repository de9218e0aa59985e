import { expect, test } from '@playwright/test'
import { collectErrors, waitForInteractive } from '../support/page-ready'

// An unknown path loaded directly (HTTP 404, the seed message with the full
// path, en and fr): quality/a11y.spec.ts, in the same visit as the 404 page's axe pass.

test('a client-side link to an unknown path ends on the 404 page', async ({ page }) => {
  await page.goto('/community')
  await waitForInteractive(page)
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/missing/page?y=2#z'
    a.textContent = 'broken link'
    document.querySelector('main')?.append(a)
  })
  await page.getByRole('link', { name: 'broken link' }).click()
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /missing/page?y=2#z')
})

test('a refused route (bad query) shows 404 "Page Not Found: {full path}" on direct load', async ({ page }) => {
  await page.goto('/question?ambassador=%3Cscript%3E#top')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /question?ambassador=%3Cscript%3E#top')
})

test('a refused route on client navigation shows the same 404', async ({ page }) => {
  await page.goto('/community')
  await waitForInteractive(page)
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/meet?ambassador=bad!id'
    a.textContent = 'bad meet link'
    document.querySelector('main')?.append(a)
  })
  await page.getByRole('link', { name: 'bad meet link' }).click()
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /meet?ambassador=bad!id')
})

test('an unhandled render error shows the 500 page, not a blank screen', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/e2e-fixtures/render-error')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  expect(errors.join('\n')).toContain('E2E fixture: render error')
})

test('a render error after client navigation also shows the 500 page', async ({ page }) => {
  await page.goto('/e2e-fixtures/long-page')
  await waitForInteractive(page)
  await page.getByRole('link', { name: 'To render error 1' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
})

test('naming an unknown route middleware throws the seed error', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/e2e-fixtures/long-page')
  await waitForInteractive(page)
  await page.getByRole('link', { name: 'To unknown middleware 1' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
  expect(errors.join('\n')).toContain("Unknown route middleware: 'doesNotExist'.")
})
