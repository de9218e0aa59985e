import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { askQuestion, gql, gqlData, lastMailId, startVisitorSession, waitForSignInCode } from '../ambassadors-area/api'
import { E2E_BASE_URL } from '../support/environment'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { expect, test } from './support/fixtures'
import { SITE_PAGES } from './support/site'

// Security probes against the production server and the real API (docs/spec.md §6,
// issue 10 §5). API-level input limits are covered in depth by tests/api;
// here: what a browser and an attacker see over HTTP.

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>'

test.describe('security headers on HTML pages', () => {
  test('every page in both languages (and the 404) denies framing and sniffing and sets a referrer policy', async ({ request }) => {
    for (const url of [...SITE_PAGES.map((p) => p.url).filter((u) => !/\/iframe$/.test(u)), '/no-such-page']) {
      const response = await request.get(url)
      const headers = response.headers()
      expect(headers['content-type'], url).toMatch(/text\/html/)
      expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/)
      expect(headers['content-security-policy'], url).toMatch(/object-src 'none'/)
      expect(headers['content-security-policy'], url).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(headers['x-frame-options'], url).toBe('DENY')
      expect(headers['x-content-type-options'], url).toBe('nosniff')
      expect(headers['referrer-policy'], url).toMatch(/^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/)
    }
  })

  test("/iframe may be framed only by the organization's embed origins", async ({ request }) => {
    const { organization } = await gqlData<{ organization: { allowedEmbedOrigins: string[] } }>(request, '{ organization { allowedEmbedOrigins } }')
    for (const url of ['/iframe', '/fr/iframe']) {
      const headers = (await request.get(url)).headers()
      const ancestors = /frame-ancestors ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1]?.split(' ') ?? []
      // The organization's origins, plus the portal's own origin (its widget demo), nothing else.
      expect(ancestors, url).toEqual(expect.arrayContaining(organization.allowedEmbedOrigins))
      // (The portal's origin may also be among the organization's own: then nothing is extra.)
      const extra = ancestors.filter((origin) => !organization.allowedEmbedOrigins.includes(origin))
      expect(
        extra.filter((origin) => origin !== E2E_BASE_URL),
        url,
      ).toEqual([])
      expect(ancestors, url).not.toContain('*')
      expect(headers['x-frame-options'], url).toBeUndefined()
      expect(headers['x-content-type-options'], url).toBe('nosniff')
    }
  })
})

test.describe('cookies', () => {
  test('the visitor token cookie is Secure and SameSite=Lax', async ({ page, context }) => {
    await page.goto('/')
    await waitForInteractive(page)
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'gql:public.token'), { timeout: 10_000 }).toBe(true)
    const cookie = (await context.cookies()).find((c) => c.name === 'gql:public.token')
    expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' })
  })

  test('the language cookie is Secure and SameSite=Lax', async ({ page, context }) => {
    await page.goto('/community')
    await waitForInteractive(page)
    await page.getByRole('link', { name: messages.en.language.switchToLabel }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' })
  })
})

test.describe("tokens and other visitors' data", () => {
  test("a forged, an expired-looking and another visitor's token get nothing", async ({ request }) => {
    const { threadId, threadToken } = await askQuestion(request, {
      ambassadorId: FIXTURES.ambassador1.id,
      firstName: 'Probe',
      email: 'security-probe@example.test',
      topic: 'Access',
      body: 'Can someone else read this thread of mine?',
    })
    const threadQuery = 'query T($id: ID!, $token: String) { thread(id: $id, token: $token) { id body } }'
    // The owner's link works.
    expect((await gqlData<{ thread: { id: string } }>(request, threadQuery, { id: threadId, token: threadToken })).thread.id).toBe(threadId)
    // Another visitor, with no token or a forged one: refused.
    const stranger = await startVisitorSession(request)
    for (const token of [undefined, `${threadToken.slice(0, -4)}AAAA`, 'not-a-token']) {
      const result = await gql<{ thread: unknown }>(request, threadQuery, { id: threadId, token }, stranger)
      expect(result.data?.thread ?? null, `token ${token}`).toBeNull()
      expect(result.errors?.[0]?.extensions?.code, `token ${token}`).toBe('FORBIDDEN')
    }
    // Forged bearer tokens are refused with a clear code; an ambassador query without a session too.
    for (const bearer of ['forged-token', 'a'.repeat(64), '']) {
      const me = await gql(request, '{ me { email } }', {}, bearer || undefined)
      expect(me.errors?.[0]?.extensions?.code, `bearer "${bearer}"`).toBe('UNAUTHENTICATED')
    }
    // A signed-out (ended) ambassador session is as good as expired.
    const email = FIXTURES.ambassador2.email
    const before = await lastMailId(request, email)
    await gqlData(request, 'mutation R($email: String!, $key: String!) { requestSignInCode(email: $email, idempotencyKey: $key) { sent } }', { email, key: `probe-${Date.now()}` })
    const { code } = await waitForSignInCode(request, email, before)
    const signIn = await gqlData<{ signIn: { token: string } }>(request, 'mutation S($email: String!, $code: String!) { signIn(email: $email, code: $code) { token } }', {
      email,
      code,
    })
    const token = signIn.signIn.token
    expect((await gql(request, '{ me { email } }', {}, token)).errors).toBeUndefined()
    await gqlData(request, 'mutation { signOut }', {}, token)
    expect((await gql(request, '{ me { email } }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    // A manage token that is not one shows no meeting.
    expect(
      (await gqlData<{ managedMeeting: unknown }>(request, 'query M($t: String!) { managedMeeting(token: $t) { id } }', { t: 'forged-manage-token' })).managedMeeting,
    ).toBeNull()
  })

  test('oversized bodies, deep queries and alias floods are refused with clear errors', async ({ request }) => {
    const big = await request.post('/gql/public', { data: { query: '{ __typename }', variables: { pad: 'x'.repeat(2_000_000) } } })
    expect(big.status()).toBe(413)
    let deep = 'id'
    for (let i = 0; i < 20; i++) deep = `communities { ambassadors { ${deep} } }`
    const depth = await gql(request, `{ ${deep} }`)
    expect(depth.data ?? null).toBeNull()
    expect(depth.errors?.[0]?.message).toMatch(/depth|cost/i)
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: organization { slug }`).join(' ')
    const flood = await gql(request, `{ ${aliases} }`)
    expect(flood.data ?? null).toBeNull()
    expect(flood.errors?.[0]?.message).toMatch(/alias/i)
    for (const result of [depth, flood]) expect(JSON.stringify(result)).not.toMatch(/\bat \w+ \(|node_modules|SELECT /)
  })
})

test.describe('user text is rendered inertly', () => {
  test("HTML and script in a question stay text in the ambassador's inbox (en and fr), and nothing runs", async ({ page, request, context }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await askQuestion(request, {
      ambassadorId: FIXTURES.ambassador1.id,
      firstName: 'Eve<b>',
      email: 'inert-probe@example.test',
      topic: `Topic ${HOSTILE}`,
      body: `Question body ${HOSTILE} — is this shown as text?`,
    })
    const email = FIXTURES.ambassador1.email
    const before = await lastMailId(request, email)
    await gqlData(request, 'mutation R($email: String!, $key: String!) { requestSignInCode(email: $email, idempotencyKey: $key) { sent } }', { email, key: `inert-${Date.now()}` })
    const { code } = await waitForSignInCode(request, email, before)
    const { signIn } = await gqlData<{ signIn: { token: string } }>(request, 'mutation S($email: String!, $code: String!) { signIn(email: $email, code: $code) { token } }', {
      email,
      code,
    })
    await context.addCookies([{ name: 'gql:default.token', value: encodeURIComponent(signIn.token), url: E2E_BASE_URL, secure: true, sameSite: 'Lax' }])
    for (const locale of ['en', 'fr'] as const) {
      await page.goto(localized('/ambassadors', locale))
      await waitForInteractive(page)
      await expect(page.getByText(`Question body ${HOSTILE}`, { exact: false }).first()).toBeVisible()
      expect(await page.locator('main img[src="x"], main script:not([type="application/json"])').count()).toBe(0)
    }
    expect(dialogs).toEqual([])
  })
})
