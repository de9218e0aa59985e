import { expect, test, type BrowserContext } from '@playwright/test'
import { ANALYTICS_FLUSH_DELAY_MS } from '../../../src/features/analytics/events'
import { messages } from '../support/locales'
import { waitForClientRuntime } from '../support/page-ready'
import { settleRoutesAfterEachTest } from '../support/settle-routes'

settleRoutesAfterEachTest()

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

/**
 * Counts, inside the pages, every trackEvents request they start — sendBeacon or fetch — at the moment it is
 * started, so a page's count is complete as soon as it is read (the network side, above, sees them later).
 */
async function countTrackEventsSends(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counter = window as unknown as { trackEventsSends: number }
    counter.trackEventsSends = 0
    // The API's GraphQL endpoint; the site sends no other beacon than the analytics one (track.ts).
    const isApi = (url: string | URL): boolean => new URL(url, location.href).pathname.endsWith('/gql/public')
    const beacon = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (isApi(url)) counter.trackEventsSends++
      return beacon(url, data)
    }
    const fetch = window.fetch.bind(window)
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (typeof init?.body === 'string' && init.body.includes('trackEvents')) counter.trackEventsSends++
      return fetch(input, init)
    }
  })
}

/**
 * Holds the batch timer (ANALYTICS_FLUSH_DELAY_MS, the only 5 s timer of the public pages): queued events leave
 * with the page-hide flush, whatever the machine's speed. Otherwise a visit slower than the batch delay sends
 * its page views by fetch before the page is hidden, and the beacon has nothing to carry.
 */
async function holdBatchTimer(context: BrowserContext): Promise<void> {
  await context.addInitScript((delay) => {
    const setTimeout = window.setTimeout.bind(window)
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      timeout === delay ? 0 : setTimeout(handler, timeout, ...args)) as typeof window.setTimeout
  }, ANALYTICS_FLUSH_DELAY_MS)
}

/**
 * Home, a client navigation to /community, then the page is hidden (the beacon flush) and left. Returns how many
 * trackEvents requests the page had started by then, the page-hide flush included (it sends synchronously), and
 * its <html data-analytics> (`off` once the page refused an event).
 */
async function visit(context: BrowserContext): Promise<{ sends: number; analytics: string | undefined }> {
  const page = await context.newPage()
  await page.goto('/')
  // The client runtime counts page views (its navigation hooks included): running before the click.
  await waitForClientRuntime(page)
  await page.getByRole('navigation', { name: messages.en.app.mainNavigation }).getByRole('link', { name: messages.en.nav.community, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.community.pageHeader.heading)
  // Page hide: what a tab switch or closing does; the module flushes with sendBeacon.
  const result = await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    return { sends: (window as unknown as { trackEventsSends: number }).trackEventsSends, analytics: document.documentElement.dataset.analytics }
  })
  await page.goto('about:blank')
  await page.close()
  return result
}

test('without Do Not Track, page views reach the API through trackEvents', async ({ browser }) => {
  const context = await browser.newContext()
  const batches = await recordTrackEvents(context)
  await countTrackEventsSends(context)
  await holdBatchTimer(context)
  // The page-hide flush sent what was queued, at once.
  const { sends, analytics } = await visit(context)
  expect(sends).toBeGreaterThan(0)
  expect(analytics).toBeUndefined()
  // Both page views (load and client navigation), flushed by the beacon on page hide (the second one when the
  // page was left, if the navigation counted it after the hide), accepted by the API.
  await expect.poll(() => batches.flatMap((b) => b.events).filter((name) => name === 'page_view').length).toBeGreaterThanOrEqual(2)
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
  await countTrackEventsSends(context)
  await holdBatchTimer(context)
  // The same visit: its page views were refused, and nothing was started, not even by the page-hide flush. Nothing
  // can come later either: a refused event is never queued (no batch timer, no page-hide listener), and the page
  // says it refused one (src/features/analytics/track.ts) — no need to outwait the batch delay.
  expect(await visit(context)).toEqual({ sends: 0, analytics: 'off' })
  expect(batches).toEqual([])
  await context.close()
})
