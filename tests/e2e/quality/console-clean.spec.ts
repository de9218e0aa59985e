/**
 * Issue 34, item 5: no console error or warning on any route, loaded or
 * reached by client-side navigation, in either language. One page per
 * language walks every route of pages/ (discovered: a new page is walked
 * without editing this file), the question, booking and match flows' pages,
 * a path no route matches, the ambassadors area's sections and the console's
 * tabs signed in, moving between them as a visitor does: by links, without a
 * full load (a marker on `window` proves the document stayed). Any console
 * message of type error or warning, or an uncaught page error, fails it.
 */
import { expect, test, type Page } from '@playwright/test'
import { tokenFromApi } from '../ambassadors-area/api'
import { TOKEN_COOKIE } from '../ambassadors-area/sign-in-helpers'
import { callAmbassador } from '../meet/helpers'
import { STAFF_TOKEN_COOKIE } from '../staff/staff-helpers'
import { E2E_BASE_URL } from '../support/environment'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForClientRuntime } from '../support/page-ready'
import { SITE_ROUTES } from './support/site'

type PageKey = keyof (typeof messages)['en']['pages']

/** The `pages.<key>` a route is titled by (its +config.ts `pageKey`). */
const pageKeyOf = (route: string): PageKey => {
  const path = route.split('?')[0] ?? route
  return path === '/' ? 'index' : path === '/404-not-found' ? 'notFound' : (path.slice(1) as PageKey)
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The path no route matches: its 404 status is the one resource failure expected (Chromium logs it). */
const UNKNOWN_PATH = '/no-such-page'
const isExpected404 = (text: string, url: string): boolean => text.includes('status of 404') && new URL(url).pathname.endsWith(UNKNOWN_PATH)

/** Every console error and warning, and every uncaught error, from the page's first load on. */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (isExpected404(message.text(), message.location().url || page.url())) return
    problems.push(`${message.type()} on ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`))
  return problems
}

declare global {
  interface Window {
    __sameDocument?: boolean
  }
}

/** A link to `url` clicked (the router takes it), then the new page's title: the route rendered, in the same document unless `fullLoad`. */
async function navigateByLink(page: Page, url: string, title: RegExp, { fullLoad = false } = {}): Promise<void> {
  await page.evaluate((href) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = href
    document.body.append(link)
    link.click()
    link.remove()
  }, url)
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(url)}$`))
  await expect(page).toHaveTitle(title)
  await expect(page.locator('h1').first()).toBeVisible()
  if (!fullLoad) expect(await page.evaluate(() => window.__sameDocument), `${url} was loaded in full, not navigated to`).toBe(true)
}

/** Clicks every tab of a tab list (a signed-in area's sections), each panel shown before the next. */
async function visitEveryTab(page: Page, listName: string): Promise<void> {
  const tabs = page.getByRole('tablist', { name: listName }).getByRole('tab')
  await expect(tabs.first()).toBeVisible()
  for (const tab of await tabs.all()) {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').first()).toBeVisible()
  }
}

/** The sessions of both signed-in areas, in their cookies: the areas open signed in. */
async function signIn(page: Page, ambassador: string, staff: string): Promise<void> {
  const [ambassadorToken, staffToken] = await Promise.all([tokenFromApi(page.request, ambassador, 'AMBASSADOR'), tokenFromApi(page.request, staff, 'STAFF')])
  await page.context().addCookies([
    { name: TOKEN_COOKIE, value: encodeURIComponent(ambassadorToken), url: E2E_BASE_URL, secure: true, sameSite: 'Lax' },
    { name: STAFF_TOKEN_COOKIE, value: staffToken, url: E2E_BASE_URL, secure: true, sameSite: 'Lax' },
  ])
}

// One account of each kind per language: the two tests run side by side.
const ACCOUNTS = { en: { ambassador: 'ambassador1@demo.test', staff: 'staff@demo.test' }, fr: { ambassador: 'ambassador2@demo.test', staff: 'editor@demo.test' } } as const

for (const locale of ['en', 'fr'] as const satisfies readonly TestLocale[]) {
  const t = messages[locale]
  const titleOf = (route: string): RegExp => new RegExp(escapeRegExp(t.pages[pageKeyOf(route)].title))

  test(`${locale}: every route, loaded and reached by links, logs no error or warning`, async ({ page }) => {
    test.setTimeout(180_000)
    const problems = recordProblems(page)
    const [ambassador] = await Promise.all([callAmbassador(page.request, 3), signIn(page, ACCOUNTS[locale].ambassador, ACCOUNTS[locale].staff)])
    if (!ambassador) throw new Error('no ambassador takes calls')
    const flowRoutes = [`/question?ambassador=${ambassador.id}`, `/meet?ambassador=${ambassador.id}`, `/community?ambassador=${ambassador.id}`]

    // A path no route matches, loaded: the static 404 page, titled in the path's language.
    await page.goto(localized(UNKNOWN_PATH, locale))
    await waitForClientRuntime(page)
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(t.error.notFoundTitle)}`))

    await page.goto(localized('/', locale))
    await waitForClientRuntime(page)
    await page.evaluate(() => (window.__sameDocument = true))
    for (const route of [...SITE_ROUTES.filter((r) => r !== '/ambassadors' && r !== '/staff'), ...flowRoutes, '/']) {
      await navigateByLink(page, localized(route, locale), titleOf(route))
    }
    // The same unknown path reached by a link: the router hands it to the server (a full load of
    // the static 404 page), titled in the language; the walk goes on from there by links again.
    await navigateByLink(page, localized(UNKNOWN_PATH, locale), new RegExp(`^${escapeRegExp(t.error.notFoundTitle)}`), { fullLoad: true })
    await waitForClientRuntime(page)
    await page.evaluate(() => (window.__sameDocument = true))

    await navigateByLink(page, localized('/ambassadors', locale), titleOf('/ambassadors'))
    await visitEveryTab(page, t.ambassadorsArea.sections.label)
    await navigateByLink(page, localized('/staff', locale), titleOf('/staff'))
    await visitEveryTab(page, t.staffConsole.sections.label)
    await navigateByLink(page, localized('/community', locale), titleOf('/community'))

    expect(problems).toEqual([])
  })
}
