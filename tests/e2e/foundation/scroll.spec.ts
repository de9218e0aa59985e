import { expect, test } from '@playwright/test'
import { waitForClientRuntime } from '../support/page-ready'
import { waitForScrollSaved } from '../support/scroll-saved'

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY)

test('navigation to another page scrolls to the top', async ({ page }) => {
  await page.goto('/e2e-fixtures/long-page')
  await waitForClientRuntime(page)
  await page.getByRole('link', { name: 'To community 3' }).scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(1000)
  await page.getByRole('link', { name: 'To community 3' }).click()
  await expect(page).toHaveURL(/\/community$/)
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('a hash link scrolls to its anchor, below the sticky header', async ({ page }) => {
  await page.goto('/community')
  await waitForClientRuntime(page)
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/e2e-fixtures/long-page#section-4'
    a.textContent = 'to section 4'
    document.querySelector('main')?.append(a)
  })
  await page.getByRole('link', { name: 'to section 4' }).click()
  await expect(page).toHaveURL(/#section-4$/)
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('section-4')?.getBoundingClientRect().top ?? -1))).toBeGreaterThanOrEqual(64)
  const top = await page.evaluate(() => document.getElementById('section-4')?.getBoundingClientRect().top ?? -1)
  expect(top).toBeLessThan(120)
})

test('a direct load with a hash lands on the anchor', async ({ page }) => {
  await page.goto('/e2e-fixtures/long-page#section-3')
  await waitForClientRuntime(page)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1500)
})

test('back and forward restore the saved scroll position', async ({ page }) => {
  await page.goto('/e2e-fixtures/long-page')
  await waitForClientRuntime(page)
  await page.getByRole('link', { name: 'To community 3' }).scrollIntoViewIfNeeded()
  const saved = await scrollY(page)
  expect(saved).toBeGreaterThan(1000)
  // Vike saves the scroll position 300 ms after scrolling (throttled); a click while that save is pending lands
  // it on the next page's history entry (known, issue #10's note). Wait for the save itself, not for time.
  await waitForScrollSaved(page)
  await page.getByRole('link', { name: 'To community 3' }).click()
  await expect(page).toHaveURL(/\/community$/)
  await expect.poll(() => scrollY(page)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/long-page$/)
  await expect.poll(() => scrollY(page)).toBe(saved)
  await page.goForward()
  await expect(page).toHaveURL(/\/community$/)
  await expect.poll(() => scrollY(page)).toBe(0)
})
