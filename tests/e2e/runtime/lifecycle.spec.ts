import { expect, test } from '@playwright/test'
import { waitForInteractive } from '../support/page-ready'

// Issue 3, "Must show": <html data-lifecycle> goes loading → hydrating → interactive on first load.

test('the lifecycle attribute goes hydrating → interactive on first load', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { lifecycle: seen })
    const record = () => {
      const value = document.documentElement?.getAttribute('data-lifecycle')
      if (value && seen[seen.length - 1] !== value) seen.push(value)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-lifecycle'] })
    record()
  })
  await page.goto('/community')
  await waitForInteractive(page)
  const states = await page.evaluate(() => (window as unknown as { lifecycle: string[] }).lifecycle)
  expect(states).toEqual(['loading', 'hydrating', 'interactive'])
})
