import type { Page, Route } from '@playwright/test'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { expect, test } from './support/fixtures'

// Fault injection against the real build and API (issue 10 §4), on
// /community. The French page is reached by the language switch (a client
// navigation) with its payload missing, so the page must fetch its data from
// the API (the French organization is in no cache) while the API is down,
// slow or failing. Chunk failures: tests/e2e/runtime/chunk-reload.spec.ts and
// the 500 page of a11y.spec.ts.

const fr = messages.fr
const isGraphql = (url: URL): boolean => url.pathname === '/gql/public'
const isFrenchCommunityPayload = (url: URL): boolean => url.pathname === '/fr/community/_payload.json'

async function openEnglishCommunity(page: Page): Promise<void> {
  await page.route(isFrenchCommunityPayload, (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.goto('/community')
  await waitForInteractive(page)
}

const switchToFrench = (page: Page) => page.getByRole('link', { name: messages.en.language.switchToLabel }).click()

async function expectNetworkToastThenRecovery(page: Page, breakApi: (route: Route) => Promise<void>): Promise<void> {
  await page.route(isGraphql, breakApi)
  await switchToFrench(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.community.pageHeader.heading)
  const toast = page.getByRole('alert').filter({ hasText: fr.toast.network })
  await expect(toast).toBeVisible()
  await expect(page.getByText(fr.error.serverErrorTitle)).toHaveCount(0)
  // The API is back: Retry fetches the data and the message goes away.
  await page.unroute(isGraphql)
  const recovered = page.waitForResponse((r) => isGraphql(new URL(r.url())) && r.status() === 200)
  await toast.getByRole('button', { name: fr.toast.retry }).click()
  await recovered
  await expect(toast).toHaveCount(0)
}

test('API down: the page still renders, says in its language that the server cannot be reached, and Retry recovers', async ({ page }) => {
  await openEnglishCommunity(page)
  await expectNetworkToastThenRecovery(page, (route) => route.abort('connectionrefused'))
})

test('API answering 500: the same translated message and recovery, no error page', async ({ page }) => {
  await openEnglishCommunity(page)
  await expectNetworkToastThenRecovery(page, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }))
})

test('API slow (5 s): a labelled progress bar shows while waiting, then the page renders with its data and no error', async ({ page }) => {
  test.setTimeout(45_000)
  await openEnglishCommunity(page)
  const { organization } = (
    (await (await page.request.post('/gql/public', { data: { query: '{ organization { name(locale: fr) } }' } })).json()) as {
      data: { organization: { name: string } }
    }
  ).data
  await page.route(isGraphql, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000)) // the injected fault itself, not a test wait
    await route.continue()
  })
  await switchToFrench(page)
  // Labelled in the language of the page being left or reached.
  await expect(page.getByRole('progressbar', { name: new RegExp(`^(${messages.en.app.loadingPage}|${fr.app.loadingPage})$`) })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.community.pageHeader.heading, { timeout: 15_000 })
  await expect(page).toHaveTitle(`${fr.pages.community.title} · ${organization.name}`)
  await expect(page.getByRole('alert').filter({ hasText: fr.toast.network })).toHaveCount(0)
})

test('_payload.json missing (404): the page logs "Cannot load payload" and renders live data', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await openEnglishCommunity(page)
  const live = page.waitForResponse((r) => isGraphql(new URL(r.url())) && r.status() === 200)
  await switchToFrench(page)
  await live
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.community.pageHeader.heading)
  await expect(page).toHaveTitle(new RegExp(`^${fr.pages.community.title} · `))
  expect(warnings.some((w) => w.includes('Cannot load payload') && w.includes('/fr/community/_payload.json'))).toBe(true)
})
