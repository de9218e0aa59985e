import { expect, test, type Page, type Request } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { E2E_HOST_URL } from '../support/environment'
import { messages } from '../support/locales'
import { isOperation, PORTAL_ORIGIN, portalFrame, portalFrameOf, uniqueDraft, waitForFrameInteractive } from './embed-helpers'

// Asking and booking from a frame on another site while the browser blocks
// third-party cookies. The host page is 127.0.0.1 and the portal localhost:
// different sites, so the portal frame is a third-party context. This
// Chromium (150, driven by Playwright) already refuses unpartitioned
// third-party cookies in its contexts; the phase-out test switch makes it
// explicit, and each test first proves the blocking with a probe cookie.
// Partitioned cookies (CHIPS) stay allowed, as in Chrome; Playwright turns
// storage partitioning off, so sessionStorage is denied to the frame.
// The full browser, not the suite's headless shell: the shell keeps
// third-party cookies whatever the switch says (the probe proved it).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, executablePath: '/usr/bin/chromium', args: [...(launchOptions.args ?? []), '--test-third-party-cookie-phaseout'] }),
    { scope: 'worker' },
  ],
})

const ALICE = FIXTURES.ambassador1
const BRUNO = FIXTURES.ambassador2
const TOKEN_COOKIE = 'gql:public.token'

/** Every visitor token the portal frame was given, and the requests it sent. */
function recordSession(page: Page) {
  const tokens: string[] = []
  const requests: Request[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${PORTAL_ORIGIN}/gql/public`)) requests.push(request)
  })
  page.on('response', async (response) => {
    if (!isOperation(response.request(), 'StartVisitorSession')) return
    const body = (await response.json()) as { data?: { startVisitorSession: { token: string } } }
    if (body.data) tokens.push(body.data.startVisitorSession.token)
  })
  return { tokens, requests }
}

async function openFramed(page: Page, path: string) {
  await page.goto(`${E2E_HOST_URL}/frame.html?path=${encodeURIComponent(path)}`)
  const frame = portalFrame(page)
  await waitForFrameInteractive(frame)
  return { frame, portal: await portalFrameOf(page) }
}

test('a question sent from the embedded frame succeeds with third-party cookies blocked (token in a partitioned cookie)', async ({ page, context }) => {
  const session = recordSession(page)
  const { frame, portal } = await openFramed(page, `/iframe?ask=${ALICE.id}`)
  // The condition under test: this frame may not keep ordinary cookies.
  const blocked = await portal.evaluate(() => {
    document.cookie = 'probe-none=1; path=/; Secure; SameSite=None'
    document.cookie = 'probe-lax=1; path=/; Secure; SameSite=Lax'
    return !document.cookie.includes('probe-none') && !document.cookie.includes('probe-lax')
  })
  expect(blocked, 'third-party cookies are blocked in the portal frame').toBe(true)

  const m = messages.en
  const draft = uniqueDraft('3pc')
  const form = frame.getByRole('form', { name: m.question.form.label })
  await form.getByLabel(m.fields.firstName, { exact: true }).fill(draft.firstName)
  await form.getByLabel(m.fields.email, { exact: true }).fill(draft.email)
  await form.getByLabel(m.fields.topic, { exact: true }).fill(draft.topic)
  await form.getByLabel(m.fields.question, { exact: true }).fill(draft.body)
  await form.getByRole('checkbox').check()
  const asked = page.waitForResponse((response) => isOperation(response.request(), 'AskQuestion'))
  await form.getByRole('button', { name: m.question.form.submitTo.replace('{{name}}', ALICE.firstName) }).click()
  const response = await asked
  const result = (await response.json()) as { data?: { askQuestion: { question: { id: string } | null; fieldErrors: unknown[] } } }
  expect(result.data?.askQuestion.fieldErrors).toEqual([])
  await expect(frame.getByRole('heading', { name: m.embed.sent.title })).toBeVisible()

  // One visitor session for the frame, carried as a Bearer header by every request after it.
  expect(session.tokens).toHaveLength(1)
  const token = session.tokens[0]
  expect(response.request().headers().authorization).toBe(`Bearer ${token}`)
  const authed = session.requests.filter((r) => !isOperation(r, 'StartVisitorSession'))
  expect(authed.length).toBeGreaterThan(1)
  for (const request of authed) expect(request.headers().authorization, (request.postDataJSON() as { operationName: string }).operationName).toBe(`Bearer ${token}`)
  // Kept in a partitioned cookie (this site's partition only), not a plain third-party one.
  const cookie = (await context.cookies(PORTAL_ORIGIN)).find((c) => c.name === TOKEN_COOKIE)
  expect(cookie?.value).toBe(token)
  expect(cookie?.partitionKey).toBeTruthy()
  expect(cookie?.secure).toBe(true)
})

test('a call booked from the embedded frame succeeds with third-party cookies blocked', async ({ page }) => {
  const session = recordSession(page)
  const { frame } = await openFramed(page, `/iframe?meet=${BRUNO.id}`)
  const m = messages.en
  const draft = uniqueDraft('3pc-meet')
  const form = frame.getByRole('form', { name: m.meet.form.title.replace('{{minutes}}', String(BRUNO.meetingMinutes)).replace('{{name}}', BRUNO.firstName) })
  // A random free time, so parallel runs rarely want the same one.
  const days = form.locator('.slot-day-chip')
  await expect(days.first()).toBeVisible()
  await days.nth(Math.floor(Math.random() * (await days.count()))).click()
  const times = form.locator('.slot-time-chip')
  await times.nth(Math.floor(Math.random() * (await times.count()))).click()
  await form.getByLabel(m.fields.firstName, { exact: true }).fill(draft.firstName)
  await form.getByLabel(new RegExp(`^${m.fields.lastName}\\b`)).fill(draft.lastName)
  await form.getByLabel(m.fields.email, { exact: true }).fill(draft.email)
  await form.getByRole('checkbox').first().check()
  const booked = page.waitForResponse((response) => isOperation(response.request(), 'BookMeeting'))
  await form.getByRole('button', { name: m.meet.form.submit }).click()
  const response = await booked
  const result = (await response.json()) as { data?: { bookMeeting: { manageToken: string | null; fieldErrors: unknown[] } } }
  expect(result.data?.bookMeeting.fieldErrors).toEqual([])
  expect(result.data?.bookMeeting.manageToken).toMatch(/^mt_/)
  await expect(frame.getByRole('heading', { name: m.embed.booked.title })).toBeVisible()
  await expect(frame.getByRole('link', { name: new RegExp(`^${m.embed.booked.manage}`) })).toHaveAttribute('href', `/meet?manage=${result.data?.bookMeeting.manageToken}`)
  expect(response.request().headers().authorization).toBe(`Bearer ${session.tokens[0]}`)
})

test('with every cookie and sessionStorage refused, the in-memory token still carries the session', async ({ page }) => {
  // A stricter browser: no cookie at all (not even partitioned) and no storage in the portal frame.
  await page.addInitScript((portalOrigin) => {
    if (location.origin !== portalOrigin || window === window.top) return
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => {} })
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
  }, PORTAL_ORIGIN)
  const session = recordSession(page)
  const { frame, portal } = await openFramed(page, `/iframe?ask=${ALICE.id}`)
  expect(
    await portal.evaluate(() => {
      document.cookie = 'x=1; Secure; SameSite=None; Partitioned'
      return document.cookie
    }),
  ).toBe('')

  const m = messages.en
  const draft = uniqueDraft('no-cookies')
  const form = frame.getByRole('form', { name: m.question.form.label })
  await form.getByLabel(m.fields.firstName, { exact: true }).fill(draft.firstName)
  await form.getByLabel(m.fields.email, { exact: true }).fill(draft.email)
  await form.getByLabel(m.fields.topic, { exact: true }).fill(draft.topic)
  await form.getByLabel(m.fields.question, { exact: true }).fill(draft.body)
  await form.getByRole('checkbox').check()
  const asked = page.waitForResponse((response) => isOperation(response.request(), 'AskQuestion'))
  await form.getByRole('button', { name: m.question.form.submitTo.replace('{{name}}', ALICE.firstName) }).click()
  const response = await asked
  await expect(frame.getByRole('heading', { name: m.embed.sent.title })).toBeVisible()
  expect(session.tokens).toHaveLength(1)
  expect(response.request().headers().authorization).toBe(`Bearer ${session.tokens[0]}`)
})
