import { expect, test, type Page, type Route } from '@playwright/test'
import { apiQuery, formatCount } from '../community/helpers'
import { callAmbassador, openBooking } from '../meet/helpers'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

// SPEC §5 / seed §8: data fetches have the states idle, pending, success and
// error; a failed refresh sets the error state and resets the data to its
// default. From the outside: a live refresh that fails shows the error with
// Retry and none of the data it was refreshing (never stale data as if
// current); Retry, once the API answers again, brings fresh data back.

const en = messages.en
const isGraphql = (url: URL): boolean => url.pathname === '/gql/public'
const operationOf = (route: Route): string => (JSON.parse(route.request().postData() ?? '{}') as { operationName?: string }).operationName ?? ''

/** Routes the API through a switch the test flips: while `down`, the matching operations fail as on a dropped connection. */
async function apiSwitch(page: Page, affected: (operation: string) => boolean) {
  const state = { down: false }
  await page.route(isGraphql, (route) => (state.down && affected(operationOf(route)) ? route.abort('connectionrefused') : route.continue()))
  return state
}

// The network retry exchange tries three times with backoff before a fetch counts as failed.
const FAILED_FETCH_TIMEOUT_MS = 20_000

test('/ key figures: the failed live refresh drops the prerendered figures for the error with Retry; Retry shows fresh ones', async ({ page, request }) => {
  const api = await apiSwitch(page, () => true)
  api.down = true // before the first paint: the refresh after hydration is the first request the page makes
  const response = await page.goto('/')
  expect(await response?.text(), 'the figures come prerendered').toContain('home-figure')
  await waitForInteractive(page)

  const figures = page.getByRole('region', { name: en.home.figures.title })
  const failure = figures.getByRole('alert')
  await expect(failure).toContainText(en.app.loadError, { timeout: FAILED_FETCH_TIMEOUT_MS })
  await expect(figures.locator('dd'), 'the prerendered figures are not left on screen').toHaveCount(0)

  api.down = false
  const { organization } = await apiQuery<{ organization: { keyFigures: { ambassadorCount: number } } }>(request, '{ organization { keyFigures { ambassadorCount } } }')
  await failure.getByRole('button', { name: en.app.retry }).click()
  await expect(figures.locator('.home-figure', { hasText: en.home.figures.ambassadors }).locator('dd')).toHaveText(formatCount(organization.keyFigures.ambassadorCount, 'en'))
  await expect(failure).toHaveCount(0)
})

test('/meet free times: a failed poll removes the times it was refreshing for the error with Retry; Retry brings them back', async ({ page, request }) => {
  const ambassador = await callAmbassador(request, 3)
  const api = await apiSwitch(page, (operation) => operation === 'AvailableSlots')
  // A controlled clock: the minute between two polls passes at once (timers still run in real time otherwise).
  await page.clock.install()
  await openBooking(page, 'en', ambassador.id)
  const form = page.locator('form.meeting-form')
  const times = form.locator('input[name="startsAt"]')
  await expect(times.first()).toBeVisible()

  api.down = true
  const refreshed = page.waitForRequest((r) => isGraphql(new URL(r.url())) && (r.postData() ?? '').includes('"operationName":"AvailableSlots"'))
  await page.clock.fastForward('01:00')
  await refreshed

  const failure = form.getByRole('alert').filter({ hasText: en.meet.slots.loadError })
  await expect(failure).toBeVisible({ timeout: FAILED_FETCH_TIMEOUT_MS })
  await expect(times, 'no stale free times next to the error').toHaveCount(0)

  api.down = false
  await failure.getByRole('button', { name: en.app.retry }).click()
  await expect(times.first()).toBeVisible()
  await expect(failure).toHaveCount(0)
})
