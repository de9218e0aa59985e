import { expect, request as requestContext, test, type APIRequestContext, type Page } from '@playwright/test'
import { WIDGET_LABELS } from '../../../src/widget/config'
import { latestMail } from '../ambassadors-area/api'
import { bookingForm, callAmbassador, fillVisitor, openBooking, pickFirstTime, uniqueVisitor } from '../meet/helpers'
import { ALICE, expectSentThread, fillQuestion, JOURNEY_TIMEOUT_MS, openQuestionPage, questionForm, uniqueQuestion } from '../question/helpers'
import { E2E_BASE_URL } from '../support/environment'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { STATIC_API_URL, STATIC_HOST_PAGE_URL, STATIC_SITE_URL } from './environment'

// The site as a newcomer deploys it on a plain web server: the build's dist/client served by nginx with the
// build's deploy/nginx.conf, the API on its own origin (tests/e2e/static-host/serve.ts starts all three).
test.use({ baseURL: STATIC_SITE_URL })
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

let api: APIRequestContext
test.beforeAll(async () => {
  api = await requestContext.newContext({ baseURL: STATIC_API_URL })
})
test.afterAll(async () => {
  await api.dispose()
})

/** Every GraphQL call the page makes, by origin: all must go to the API's. */
function graphqlOrigins(page: Page): Set<string> {
  const origins = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/gql/public') origins.add(url.origin)
  })
  return origins
}

/** Headers both servers send the same whatever the build (the CSP lists each build's own scripts and API). */
const SAME_EVERYWHERE = ['cache-control', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy']
const frameAncestorsOf = (csp: string | undefined) => /(?:^|; )frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1] ?? null

test('nginx sends the Node server’s headers: framing only /iframe from the embed origins, cache rules, CSP allowing the API', async ({ request }) => {
  const node = await requestContext.newContext({ baseURL: E2E_BASE_URL })
  for (const path of ['/', '/community', '/fr/community/', '/iframe', '/fr/iframe/', '/widget.js', '/builds/latest.json']) {
    const [viaNginx, viaNode] = await Promise.all([request.get(path), node.get(path)])
    expect(viaNginx.status(), path).toBe(200)
    const pick = (headers: Record<string, string>) => Object.fromEntries(SAME_EVERYWHERE.map((name) => [name, headers[name]]))
    expect(pick(viaNginx.headers()), path).toEqual(pick(viaNode.headers()))
    const ancestors = frameAncestorsOf(viaNginx.headers()['content-security-policy'])
    if (path.includes('iframe')) expect(ancestors?.split(' ')).toContain(STATIC_HOST_PAGE_URL)
    else expect(ancestors).toBe("'none'")
  }
  await node.dispose()

  const home = await request.get('/')
  expect(home.headers()['content-security-policy']).toContain(`connect-src 'self' ${STATIC_API_URL} `)
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1]
  expect(asset).toBeDefined()
  expect((await request.get(asset ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // Precompressed copies, as the build wrote them.
  expect((await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip')
})

test('an unknown path, in either language, gets the 404 page with status 404 and the security headers', async ({ page, request }) => {
  const response = await request.get('/fr/no-such-page')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response.headers()['cache-control']).toBe('no-store')
  const visit = await page.goto('/no-such-page')
  expect(visit?.status()).toBe(404)
  await waitForInteractive(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.notFound.heading)
})

test('a visitor asks a question through nginx; the page calls the API on its own origin', async ({ page }) => {
  const origins = graphqlOrigins(page)
  const draft = uniqueQuestion('nginx')
  await openQuestionPage(page, 'fr', `?ambassador=${ALICE.id}`)
  await fillQuestion(page, 'fr', draft)
  await questionForm(page, 'fr')
    .form.getByRole('button', { name: messages.fr.question.form.submitTo.replace('{{name}}', ALICE.firstName) })
    .click()
  await expectSentThread(page, 'fr', draft)
  expect([...origins]).toEqual([STATIC_API_URL])
})

test('a visitor books a meeting through nginx, and the e-mailed manage link opens on the nginx site', async ({ page }) => {
  const ambassador = await callAmbassador(api, 0)
  const visitor = uniqueVisitor('nginx')
  await openBooking(page, 'en', ambassador.id)
  await pickFirstTime(page, 'en')
  await bookingForm(page, 'en').phoneType.check()
  await fillVisitor(page, 'en', visitor)
  await bookingForm(page, 'en').submit.click()
  await expect(page).toHaveURL(/\/meet\?manage=mt_/)
  await expect(page.locator('.journey-confirmation').getByRole('heading', { name: messages.en.meet.booked.title })).toBeVisible()

  const mail = await latestMail(api, visitor.email, 'meeting_booked_visitor')
  const link = (mail?.text.match(/https?:\/\/\S+\/meet\?manage=\S+/) ?? [''])[0]
  expect(new URL(link).origin).toBe(STATIC_SITE_URL)
  await page.goto(link)
  await waitForInteractive(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.meet.manage.heading)
  await expect(page.getByText(visitor.email)).toBeVisible()
})

test('the widget on an organization’s page (a third origin) opens the nginx site’s /iframe', async ({ page }) => {
  const labels = WIDGET_LABELS.en
  await page.goto(`${STATIC_HOST_PAGE_URL}/widget.html`)
  await page.getByRole('button', { name: labels.open }).click()
  const panel = page.getByRole('dialog', { name: labels.title })
  await expect(panel).toBeVisible()
  await expect(page.locator('#ambassador-portal-widget iframe')).toHaveAttribute('src', `${STATIC_SITE_URL}/iframe?view=list&source=widget`)
  const frame = page.frameLocator('#ambassador-portal-widget iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(messages.en.embed.pageHeader.heading)
  await expect(frame.getByRole('article').first()).toBeVisible()
  // The frame reports its height to the host page (an allowed embed origin): the panel sizes the frame.
  await expect(page.locator('#ambassador-portal-widget iframe')).toHaveAttribute('style', /height: \d+px/)
})
