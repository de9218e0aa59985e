import { expect, test } from '@playwright/test'
import { collectErrors } from '../support/page-ready'
import { messages } from '../support/locales'
import { lastMailId, waitForSignInCode } from './api'
import { openArea, sessionToken, TOKEN_COOKIE } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
const EMAIL = 'amb30@demo.test'

test('sign-in: unknown email and wrong code are explained next to the field; the emailed code signs in; sign-out ends the session', async ({ page, context }) => {
  const errors = collectErrors(page)
  await openArea(page)
  const email = page.getByLabel(messages.en.fields.email)
  await email.fill('nobody-here@demo.test')
  await page.getByRole('button', { name: t.signIn.sendCode }).click()
  await expect(page.locator('#ambassador-sign-in-email-error')).toContainText(t.errors.unknownEmail)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()

  const before = await lastMailId(page.request, EMAIL)
  await email.fill(EMAIL)
  await page.getByRole('button', { name: t.signIn.sendCode }).click()
  const codeInput = page.getByLabel(t.signIn.codeLabel)
  await expect(codeInput).toBeFocused()
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric')
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(page.getByText(EMAIL, { exact: false }).first()).toBeVisible()
  const { code } = await waitForSignInCode(page.request, EMAIL, before)

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await codeInput.fill(wrong)
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click()
  await expect(page.locator('#ambassador-sign-in-code-code-error')).toContainText(t.errors.codeInvalid)

  // A pasted code with a space still works.
  await codeInput.fill(`${code.slice(0, 3)} ${code.slice(3)}`)
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByText(EMAIL)).toBeVisible()
  const token = await sessionToken(context)
  expect(token).toMatch(/^as_/)

  // The session survives a reload (cookie), then Sign out ends it.
  await page.reload()
  await expect(page.getByRole('button', { name: t.header.signOut })).toBeVisible()
  await page.getByRole('button', { name: t.header.signOut }).click()
  await expect(page.getByRole('heading', { name: t.signIn.heading })).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === TOKEN_COOKIE)).toBe(false)
  const refused = await page.request.post('/gql/public', { data: { query: '{ me { email } }' }, headers: { Authorization: `Bearer ${token}` } })
  expect(JSON.stringify(await refused.json())).toContain('UNAUTHENTICATED')
  expect(errors.filter((e) => !e.includes('UNAUTHENTICATED'))).toEqual([])
})
