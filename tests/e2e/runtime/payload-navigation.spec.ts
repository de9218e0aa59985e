import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'
import { messages } from '../support/locales'
import { waitForClientRuntime } from '../support/page-ready'

// Issue 3, "Must show": client navigation renders prerendered pages from
// `{path}/_payload.json?{buildId}` with no GraphQL request for that data; a
// hover prefetches it; a failing payload logs the warning and the page
// renders live data instead.

const COMMUNITY = messages.en.community.pageHeader.heading
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: messages.en.app.mainNavigation })

/** GraphQL queries (not mutations such as analytics) the page sends, by operation name. */
function recordGraphqlQueries(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith('/gql/public')) return
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null
    const query = body?.query ?? new URL(request.url()).searchParams.get('query') ?? ''
    if (!/^\s*mutation\b/.test(query)) names.push(body?.operationName ?? 'anonymous')
  })
  return names
}

/** Payload requests (path + query) in order. */
function recordPayloadRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/_payload.json')) urls.push(url.pathname + url.search)
  })
  return urls
}

/** Results in /community's payload that the home page's payload lacks: what a live fallback must fetch. */
async function queriesOnlyCommunityNeeds(request: APIRequestContext): Promise<string[]> {
  const keys = async (path: string) => Object.keys(((await (await request.get(path)).json()) as { urql?: object }).urql ?? {})
  const home = new Set(await keys('/_payload.json'))
  return (await keys('/community/_payload.json')).filter((key) => !home.has(key))
}

test('/ → /community renders from /community/_payload.json?{buildId} with no GraphQL request for its data', async ({ page }) => {
  const payloads = recordPayloadRequests(page)
  // The home page refreshes its own key figures live once hydrated (a lazy chunk, then HomeFigures):
  // wait for that answer, so only what the navigation sends is recorded. "networkidle" raced it on a loaded machine.
  const homeFigures = page.waitForResponse((response) => (response.request().postData() ?? '').includes('HomeFigures'))
  await page.goto('/')
  await waitForClientRuntime(page)
  await homeFigures
  const buildId = (await page.locator('html').getAttribute('data-build-id')) ?? ''
  const queries = recordGraphqlQueries(page)
  await mainNavigation(page).getByRole('link', { name: messages.en.nav.community }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMUNITY)
  await expect(page).toHaveURL(/\/community$/)
  // Prefetched (viewport or hover) or loaded on click: either way with the build id.
  expect(payloads).toContain(`/community/_payload.json?${encodeURIComponent(buildId)}`)
  expect(payloads.filter((url) => url.startsWith('/community/')).every((url) => url.endsWith(`?${encodeURIComponent(buildId)}`))).toBe(true)
  expect(queries, 'no GraphQL query was needed to render the prerendered page').toEqual([])
})

test('hovering a link prefetches its payload before any click', async ({ page }) => {
  const payloads = recordPayloadRequests(page)
  await page.goto('/')
  await waitForClientRuntime(page)
  // A link far below the fold (so the viewport rule does not fetch it) to a page no visible link names.
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/matchCommunity'
    link.textContent = 'hover target'
    link.style.cssText = 'position:absolute;top:10000px;left:0'
    document.body.append(link)
  })
  const prefetched = page.waitForRequest((r) => new URL(r.url()).pathname === '/matchCommunity/_payload.json')
  expect(payloads.filter((url) => url.startsWith('/matchCommunity/'))).toEqual([])
  await page.getByRole('link', { name: 'hover target' }).dispatchEvent('mouseover')
  await prefetched
  await expect(page).toHaveURL(/localhost:\d+\/$/)
})

test('a payload answered with 500 logs "Cannot load payload" and the page renders with live data', async ({ page, request }) => {
  const live = await queriesOnlyCommunityNeeds(request)
  const organization = (await (await request.post('/gql/public', { data: { query: '{ organization { name(locale: en) } }' } })).json()) as {
    data: { organization: { name: string } }
  }
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route(
    (url) => url.pathname === '/community/_payload.json',
    (route) => route.fulfill({ status: 500, body: 'boom' }),
  )
  await page.goto('/')
  await waitForClientRuntime(page)
  const queries = recordGraphqlQueries(page)
  await mainNavigation(page).getByRole('link', { name: messages.en.nav.community }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMUNITY)
  await expect(page).toHaveTitle(`${messages.en.pages.community.title} · ${organization.data.organization.name}`)
  expect(warnings.some((w) => w.includes('Cannot load payload') && w.includes('/community/_payload.json'))).toBe(true)
  // What the payload would have carried beyond the (already cached) organization came from the API.
  if (live.length > 0) await expect.poll(() => queries.length).toBeGreaterThan(0)
})
