import { expect, test, type Route } from '@playwright/test'
import { messages } from '../support/locales'
import { collectErrors, waitForInteractive } from '../support/page-ready'
import { settleRoutesAfterEachTest } from '../support/settle-routes'

settleRoutesAfterEachTest()

// Decision 129: the home page's sections below the first screen are in its
// HTML but hydrate, and load their code, only when needed. A button pressed
// before then must still work: React drops that click, the page replays it.

const t = messages.en
// Only the featured section's own chunk holds this key (the page's first load does not).
const FEATURED_CODE_MARKER = 'home.featured.seeAll'
const PHONE = { width: 412, height: 823 }

test('a View profile pressed before its section hydrated opens the profile once the code arrives', async ({ page }) => {
  const errors = collectErrors(page)
  await page.setViewportSize(PHONE)
  let release: (() => Promise<void>) | null = null
  const held = new Promise<void>((resolve) => {
    void page.route('**/assets/chunks/*.js', async (route: Route) => {
      const response = await route.fetch()
      const body = await response.text()
      const fulfill = () => route.fulfill({ status: response.status(), contentType: 'text/javascript', body })
      if (!body.includes(FEATURED_CODE_MARKER)) return fulfill()
      release = fulfill
      resolve()
    })
  })
  await page.goto('/')
  await waitForInteractive(page)
  // Interactive, and the section's code is on its way (the first idle moment), not there yet.
  await held
  const featured = page.getByRole('region', { name: t.home.featured.title })
  await featured
    .getByRole('button', { name: new RegExp(t.ambassador.viewProfile) })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await release!()
  await expect(page.getByRole('dialog').locator('.ambassador-bio')).toBeVisible()
  expect(errors).toEqual([])
})

test('the sections below the first screen load their code only after the page is interactive', async ({ page }) => {
  await page.setViewportSize(PHONE)
  // When <html data-lifecycle> turned interactive, on the page's own clock
  // (the document is watched: <html> does not exist yet when this runs).
  await page.addInitScript(() => {
    const record = window as unknown as { interactiveAt?: number }
    new MutationObserver(() => {
      if (document.documentElement.dataset.lifecycle === 'interactive') record.interactiveAt ??= performance.now()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-lifecycle'] })
  })
  const featuredCode = page.waitForResponse(async (response) => response.url().includes('/assets/chunks/') && (await response.text()).includes(FEATURED_CODE_MARKER))
  await page.goto('/')
  await waitForInteractive(page)
  const response = await featuredCode
  const timing = await page.evaluate((chunk) => {
    const entry = performance.getEntriesByName(chunk)[0]
    return { requestedAt: entry?.startTime ?? -1, interactiveAt: (window as unknown as { interactiveAt?: number }).interactiveAt ?? -1 }
  }, response.url())
  expect(timing.interactiveAt).toBeGreaterThan(0)
  expect(timing.requestedAt).toBeGreaterThan(timing.interactiveAt)
  // Hydrated now: its buttons answer directly.
  await page
    .getByRole('button', { name: new RegExp(t.ambassador.viewProfile) })
    .first()
    .click()
  await expect(page.getByRole('dialog').locator('.ambassador-bio')).toBeVisible()
})
