import { expect, test, type Frame, type Page } from '@playwright/test'
import { messages } from '../support/locales'
import { E2E_FOREIGN_HOST_URL, E2E_HOST_URL, E2E_SAME_SITE_HOST_URL } from '../support/environment'
import { settleRoutesAfterEachTest } from '../support/settle-routes'
import { isOperation, PORTAL_ORIGIN, portalFrame, portalFrameOf, trackedEvents, waitForFrameInteractive } from './embed-helpers'

settleRoutesAfterEachTest()

// Framing rules (docs/spec.md §3): only the organization's allowed origins may frame
// /iframe (CSP frame-ancestors from the production server); every other page
// denies framing; the page talks only to an allowed parent.

const frameAncestorsOf = (csp: string | undefined): string[] =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors '))
    ?.split(/\s+/)
    .slice(1) ?? []

test('/iframe may be framed by the allowed origins only; every other page denies framing', async ({ request }) => {
  for (const path of ['/iframe', '/fr/iframe', '/iframe?view=carousel&lang=fr']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const ancestors = frameAncestorsOf(response.headers()['content-security-policy'])
    expect(ancestors, path).toEqual(expect.arrayContaining([E2E_HOST_URL, E2E_SAME_SITE_HOST_URL]))
    expect(ancestors).not.toContain(E2E_FOREIGN_HOST_URL)
    expect(ancestors).not.toContain('*')
    expect(response.headers()['x-frame-options'], path).toBeUndefined()
  }
  for (const path of ['/', '/fr', '/community', '/question', '/fr/meet', '/ambassadors', '/no-such-page', '/widget.js']) {
    const response = await request.get(path)
    expect(response.headers()['x-frame-options'], path).toBe('DENY')
    expect(frameAncestorsOf(response.headers()['content-security-policy']), path).toEqual(["'none'"])
  }
})

/** Frames `path` of the portal from the host page at `hostUrl` (frame.html) and records its console. */
async function frameFrom(page: Page, hostUrl: string, path: string): Promise<string[]> {
  const console: string[] = []
  page.on('console', (message) => console.push(message.text()))
  await page.goto(`${hostUrl}/frame.html?path=${encodeURIComponent(path)}`)
  return console
}

type HostMessage = { fromPortal: boolean; data: { type?: string } | null }
/** The types of the messages the portal frame posted to the host page (frame.html records every message). */
const portalMessageTypes = (page: Page): Promise<(string | undefined)[]> =>
  page.evaluate(() => (window as unknown as { messages: HostMessage[] }).messages.filter((m) => m.fromPortal).map((m) => m.data?.type))

/**
 * Every message the portal frame has posted so far has reached the host page: the frame posts a marker
 * and we wait for it (messages from one window to another arrive in the order they were posted).
 */
async function drainPortalMessages(page: Page, portal: Frame): Promise<void> {
  await portal.evaluate(() => window.parent.postMessage({ type: 'e2e:marker' }, '*'))
  await expect.poll(() => portalMessageTypes(page)).toContain('e2e:marker')
}

/** Chromium replaces a refused frame with its error page: our document never loads there. */
async function expectFrameRefused(page: Page, console: string[], path: string): Promise<void> {
  await expect.poll(() => console.some((text) => text.includes('frame-ancestors') || text.includes('X-Frame-Options'))).toBe(true)
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.name() === '' && !f.url().startsWith(E2E_HOST_URL))
  expect(frame?.url() ?? '', path).not.toMatch(new RegExp(`^${PORTAL_ORIGIN}`))
  await expect(portalFrame(page).getByRole('heading', { level: 1 })).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { heights: number[] }).heights)).toEqual([])
}

test('an allowed host frames /iframe and receives its height; a host not in the list cannot frame it', async ({ page }) => {
  await frameFrom(page, E2E_HOST_URL, '/iframe')
  const frame = portalFrame(page)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(messages.en.embed.pageHeader.heading)
  await waitForFrameInteractive(frame)
  const portal = await portalFrameOf(page)
  await expect
    .poll(async () => {
      const content = await portal.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))
      const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights)
      return heights.at(-1) === content
    })
    .toBe(true)

  const foreign = await page.context().newPage()
  const console = await frameFrom(foreign, E2E_FOREIGN_HOST_URL, '/iframe')
  await expectFrameRefused(foreign, console, '/iframe')
  expect(console.join('\n')).toContain('frame-ancestors')
})

test('even an allowed host cannot frame the other pages', async ({ page }) => {
  for (const path of ['/community', '/fr/question']) {
    const console = await frameFrom(page, E2E_HOST_URL, path)
    await expectFrameRefused(page, console, path)
  }
})

test("without the server's CSP (a plain static host), the page still talks to allowed parents only", async ({ page, context }) => {
  // Serve /iframe without its headers, as a CDN that sets none would: the browser lets anyone frame it.
  await context.route(`${PORTAL_ORIGIN}/iframe**`, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, headers: { 'content-type': 'text/html; charset=utf-8' } })
  })
  await page.goto(`${E2E_FOREIGN_HOST_URL}/frame.html`)
  const frame = portalFrame(page)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(messages.en.embed.pageHeader.heading)
  await waitForFrameInteractive(frame)
  // The frame has read the organization's live list and decided: this parent is not allowed. An allowed one
  // would have been sent `ready` and a height by then (`parent` is set after they are posted).
  await expect(frame.locator('html')).toHaveAttribute('data-embed-host', 'none')
  await drainPortalMessages(page, await portalFrameOf(page))
  expect((await portalMessageTypes(page)).filter((type) => type !== 'e2e:marker')).toEqual([])

  // The same page framed by an allowed host says hello.
  await page.goto(`${E2E_HOST_URL}/frame.html`)
  await waitForFrameInteractive(portalFrame(page))
  await expect(portalFrame(page).locator('html')).toHaveAttribute('data-embed-host', 'parent')
  await expect.poll(() => portalMessageTypes(page)).toEqual(expect.arrayContaining(['ambassador-portal:ready', 'ambassador-portal:height']))
})

test('the frame acts on `opened` only from its parent window at an allowed origin', async ({ page }) => {
  const events: string[] = []
  page.on('request', (request) => {
    if (isOperation(request, 'TrackEvents')) events.push(...trackedEvents(request))
  })
  await page.goto(`${E2E_HOST_URL}/frame.html?sibling=1`)
  await waitForFrameInteractive(portalFrame(page))
  // The frame listens once it has said `ready` (src/widget/protocol.ts); an `opened` posted before is lost
  // (the widget sends it again on `ready`). Hydration is not enough: the prerendered organization does not
  // list this host (SEED_EMBED_ORIGINS is added when the test server starts, after the build), so the frame
  // learns that its parent is allowed only from the organization's live read, at its first idle moment.
  await expect.poll(() => portalMessageTypes(page)).toContain('ambassador-portal:ready')
  const portal = await portalFrameOf(page)
  const sibling = page.frames().find((f) => f.url().startsWith(E2E_FOREIGN_HOST_URL))
  expect(sibling, "the other site's frame loaded").toBeDefined()
  // The frame's page view goes in a batch of its own first: from here nothing is queued, no flush is due.
  await expect.poll(() => events, { timeout: 15_000 }).toContain('page_view')

  // Count, inside the portal frame, the messages it is sent: a message event reaches every listener in one
  // task, so once this one has seen a message, the frame's own listener has acted on it.
  await portal.evaluate(() => {
    const counter = window as unknown as { received: number }
    counter.received = 0
    window.addEventListener('message', () => counter.received++)
  })
  const received = () => portal.evaluate(() => (window as unknown as { received: number }).received)
  // Another site's frame on the same page posts `opened` to the portal frame: ignored.
  await sibling?.evaluate(() => (window as unknown as { sendOpened: () => void }).sendOpened())
  await expect.poll(received).toBe(1)
  // The parent (an allowed origin) does the same: counted.
  await page.evaluate((origin) => {
    const frame = document.getElementById('portal') as HTMLIFrameElement
    frame.contentWindow?.postMessage({ type: 'ambassador-portal:opened' }, origin)
  }, PORTAL_ORIGIN)
  await expect.poll(received).toBe(1 + 1)
  // Had the sibling's `opened` counted, it would have been tracked first, moments before the parent's, and
  // flushed with it (one batch, 5 s after the first event): the first widget_opened to arrive would be two.
  await expect.poll(() => events.filter((name) => name === 'widget_opened').length, { timeout: 15_000 }).toBeGreaterThan(0)
  expect(events.filter((name) => name === 'widget_opened')).toHaveLength(1)
})
