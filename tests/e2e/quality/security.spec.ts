import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { askQuestion, gqlData, lastMailId, waitForSignInCode } from '../ambassadors-area/api'
import { E2E_BASE_URL } from '../support/environment'
import { localized } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { expect, test } from './support/fixtures'
import { SITE_PAGES } from './support/site'

// Security probes against the production server and the real API (docs/spec.md §6,
// issue 10 §5). API-level input limits and token probes are covered by tests/api;
// here: the headers of the pages as served, and hostile text in a browser.

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

// The cookies' attributes (Secure, SameSite=Lax, path /): the visitor token's in
// data/forms-and-tokens.spec.ts, the language cookie's in foundation/language.spec.ts.
// Probes with tokens that are not the caller's (threads, sessions, manage links) and the
// limits' refusals are the API's answers to any HTTP client: tests/api/hardening.test.ts.

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
