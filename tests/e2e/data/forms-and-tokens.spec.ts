import { expect, test } from '@playwright/test'
import { TOKEN_COOKIE_MAX_AGE_S } from '../../../src/runtime/constants'
import { messages } from '../support/locales'
import { openQuestionPage, questionForm } from '../question/helpers'

// Issue 5 "Must show": validation messages on blur in both languages, the
// visitor token cookie and the Bearer header of GraphQL requests.

test('on /fr/question blurring an empty required field shows "Ce champ est obligatoire"', async ({ page }) => {
  await openQuestionPage(page, 'fr')
  const { firstName, email } = questionForm(page, 'fr')
  await firstName.focus()
  await email.focus() // blur the first name, empty
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  const errorId = await firstName.getAttribute('aria-describedby')
  expect(errorId).toBeTruthy()
  await expect(page.locator(`[id="${errorId?.split(' ').find((id) => id.includes('error')) ?? errorId}"]`)).toContainText('Ce champ est obligatoire')
})

test('on /question the same blur shows "This field is required", and a bad email the email message', async ({ page }) => {
  await openQuestionPage(page, 'en')
  const { firstName, email, topic } = questionForm(page, 'en')
  await firstName.focus()
  await email.focus()
  await expect(page.getByText('This field is required')).toBeVisible()
  await email.fill('not-an-email')
  await topic.focus()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(messages.en.validation.default.replace('{{field}}', messages.en.fields.email))).toBeVisible()
  // Fixing the value clears the error (validation on input, debounced 5 ms).
  await email.fill('zoe@example.test')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
})

test('the first GraphQL call leaves a 7-day Secure gql:public.token cookie and requests carry the Bearer token', async ({ page, context }) => {
  const authHeaders: (string | undefined)[] = []
  page.on('request', (request) => {
    if (request.url().includes('/gql/public') && request.method() === 'POST') authHeaders.push(request.headers().authorization)
  })
  const startedAt = Date.now() / 1000
  await openQuestionPage(page, 'en', '?ambassador=does-not-exist-0')
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'gql:public.token')).toBe(true)
  const cookie = (await context.cookies()).find((c) => c.name === 'gql:public.token')
  expect(cookie?.path).toBe('/')
  expect(cookie?.secure).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  const maxAge = (cookie?.expires ?? 0) - startedAt
  expect(maxAge).toBeGreaterThan(TOKEN_COOKIE_MAX_AGE_S - 120)
  expect(maxAge).toBeLessThan(TOKEN_COOKIE_MAX_AGE_S + 120)
  // The session request itself goes without a token; every other request carries it.
  await expect.poll(() => authHeaders.filter((h) => h?.startsWith('Bearer ')).length).toBeGreaterThan(0)
  expect(authHeaders.slice(1).every((h) => h === `Bearer ${cookie?.value}`)).toBe(true)
})
