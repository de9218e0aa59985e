import { expect, test, type BrowserContext } from '@playwright/test'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

// Issue 6 §8 / docs/spec.md §3 "Analytics": events are batched to `trackEvents`
// (flushed on page hide with sendBeacon), and nothing at all is recorded when
// the browser sends Do Not Track. Both halves run the same visit, so the DNT
// half cannot pass just because nothing would have been sent anyway.

type Batch = { events: string[]; via: string; accepted: number | null }

/**
 * Every trackEvents request of the context — fetch or sendBeacon ("ping") —
 * with its event names and what the API answered. Routed through so the
 * beacon's body is readable; the request still goes to the real API.
 */
async function recordTrackEvents(context: BrowserContext): Promise<Batch[]> {
  const batches: Batch[] = []
  await context.route('**/gql/public', async (route) => {
    const request = route.request()
    const body = (request.method() === 'POST' ? JSON.parse(request.postData() ?? '{}') : {}) as { query?: string; variables?: { events?: { name: string }[] } }
    const response = await route.fetch()
    if (/\btrackEvents\b/.test(body.query ?? '')) {
      const answer = (await response.json().catch(() => null)) as { data?: { trackEvents?: { accepted: number } } } | null
      batches.push({ events: (body.variables?.events ?? []).map((e) => e.name), via: request.resourceType(), accepted: answer?.data?.trackEvents?.accepted ?? null })
    }
    await route.fulfill({ response })
  })
  return batches
}

/** Home, a client navigation to /community, then the page is hidden (the beacon flush) and left. */
async function visit(context: BrowserContext): Promise<void> {
  const page = await context.newPage()
  await page.goto('/')
  await waitForInteractive(page)
  await page.getByRole('navigation', { name: messages.en.app.mainNavigation }).getByRole('link', { name: messages.en.nav.community, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.community.pageHeader.heading)
  // Page hide: what a tab switch or closing does; the module flushes with sendBeacon.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
  })
  await page.goto('about:blank')
  await page.close()
}

test('without Do Not Track, page views reach the API through trackEvents', async ({ browser }) => {
  const context = await browser.newContext()
  const batches = await recordTrackEvents(context)
  await visit(context)
  await expect.poll(() => batches.flatMap((b) => b.events)).toContain('page_view')
  // Both page views (load and client navigation), flushed by the beacon on page hide, accepted by the API.
  expect(batches.flatMap((b) => b.events).filter((name) => name === 'page_view').length).toBeGreaterThanOrEqual(2)
  expect(batches.map((b) => b.via)).toContain('ping')
  expect(batches.every((b) => b.accepted === b.events.length)).toBe(true)
  await context.close()
})

test('with navigator.doNotTrack = "1" no trackEvents request is ever sent', async ({ browser }) => {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { configurable: true, get: () => '1' })
  })
  const batches = await recordTrackEvents(context)
  await visit(context)
  // Longer than the batch timer (ANALYTICS_FLUSH_DELAY_MS) in case anything were queued.
  const page = await context.newPage()
  await page.goto('/community')
  await waitForInteractive(page)
  await page.waitForTimeout(6000)
  await page.close()
  expect(batches).toEqual([])
  await context.close()
})
