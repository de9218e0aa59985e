import { expect, test, type Page } from '@playwright/test'
import { messages } from '../support/locales'
import { waitForClientRuntime } from '../support/page-ready'

// Issue 3, "Must show": a page chunk that fails during client navigation
// causes exactly one full reload of the target URL, never a loop; a second
// failure inside the 10 s guard shows the 500 page.

// The page entry Vike builds for /pages/(graphql)/community.
const isCommunityChunk = (url: URL): boolean => /\/assets\/entries\/pages_-graphql-_community[.-][^/]*\.js$/.test(url.pathname)

/** Document loads of the main frame, by URL path. */
function recordDocumentLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname)
  })
  return loads
}

async function clickCommunityWithoutHover(page: Page): Promise<void> {
  // A click event without a hover, so the chunk is requested by the navigation itself, not a prefetch.
  await page.getByRole('navigation', { name: messages.en.app.mainNavigation }).getByRole('link', { name: messages.en.nav.community }).dispatchEvent('click')
}

test('a chunk failing once reloads the target page exactly once, which then works', async ({ page }) => {
  let aborted = 0
  await page.route(isCommunityChunk, async (route) => {
    if (aborted++ === 0) return route.abort('failed')
    return route.continue()
  })
  await page.goto('/')
  await waitForClientRuntime(page)
  const loads = recordDocumentLoads(page)
  await clickCommunityWithoutHover(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.community.heading)
  await waitForClientRuntime(page)
  expect(loads).toEqual(['/community'])
})

test('a chunk that keeps failing reloads once, then shows the 500 page instead of looping', async ({ page }) => {
  await page.route(isCommunityChunk, (route) => route.abort('failed'))
  await page.goto('/')
  await waitForClientRuntime(page)
  const loads = recordDocumentLoads(page)
  await clickCommunityWithoutHover(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.error.serverErrorTitle)
  await expect(page).toHaveURL(/\/community$/)
  expect(loads).toEqual(['/community'])
})
