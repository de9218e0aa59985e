import { expect, test } from '@playwright/test'
import { collectErrors } from '../support/page-ready'
import { messages } from '../support/locales'
import { gql, lastMailId, waitForSignInCode } from './api'
import { FLOW_TIMEOUT_MS, openArea, sessionToken, TOKEN_COOKIE } from './sign-in-helpers'
import { SIGN_IN_CODE_TTL_MIN } from '../../../src/contract/limits'

const t = messages.en.ambassadorsArea
const EMAIL = 'amb30@demo.test'

/** The code step's lead for an address: a code was sent *if* it is an ambassador's (the page never says an address is unknown). */
const codeSentFor = (email: string): string => t.signIn.codeSent.replace('{{email}}', email).replace('{{minutes}}', String(SIGN_IN_CODE_TTL_MIN))

test('sign-in: an unknown email is not told apart; a wrong code is explained next to the field; the emailed code signs in; sign-out ends the session', async ({
  page,
  context,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const errors = collectErrors(page)
  await openArea(page)
  const email = page.getByLabel(messages.en.fields.email)
  await email.fill('nobody-here@demo.test')
  await page.getByRole('button', { name: t.signIn.sendCode }).click()
  // Exactly what a known address gets: the code step, saying a code went out if the address is an ambassador's.
  await expect(page.getByText(codeSentFor('nobody-here@demo.test'))).toBeVisible()
  await expect(page.getByLabel(t.signIn.codeLabel)).toBeFocused()
  // With the keyboard: leaving the empty code field shows its "required" error, which moves the buttons under a mouse.
  await page.getByRole('button', { name: t.signIn.otherEmail }).press('Enter')
  await expect(email).toBeFocused()

  const before = await lastMailId(page.request, EMAIL)
  await email.fill(EMAIL)
  await page.getByRole('button', { name: t.signIn.sendCode }).click()
  const codeInput = page.getByLabel(t.signIn.codeLabel)
  await expect(codeInput).toBeFocused()
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric')
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(page.getByText(codeSentFor(EMAIL))).toBeVisible()
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
  await expect(page.getByRole('heading', { name: t.signIn.heading })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: t.signIn.signedOut })).toBeVisible()
  expect((await context.cookies()).some((c) => c.name === TOKEN_COOKIE)).toBe(false)
  const refused = await gql(page.request, '{ me { email } }', {}, token)
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  expect(errors.filter((e) => !e.includes('UNAUTHENTICATED'))).toEqual([])
})

test('sign-in (fr): after too many wrong codes from this browser the code is refused until a new one is sent', async ({ page }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const fr = messages.fr.ambassadorsArea
  const email = 'amb31@demo.test'
  await openArea(page, 'fr')
  const before = await lastMailId(page.request, email)
  await page.getByLabel(messages.fr.fields.email).fill(email)
  await page.getByRole('button', { name: fr.signIn.sendCode }).click()
  const { code, id } = await waitForSignInCode(page.request, email, before)
  const codeInput = page.getByLabel(fr.signIn.codeLabel)
  // The code is bound to this browser (decision 142): a cookie only the API reads, which only its wrong codes count with.
  await expect(codeInput).toBeFocused()
  const browserCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'sign_in_browser')
  expect(browserCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/gql/public' })
  const submit = page.getByRole('button', { name: fr.signIn.submit, exact: true })
  const error = page.locator('#ambassador-sign-in-code-code-error')
  for (let attempt = 1; attempt <= 5; attempt++) {
    await codeInput.fill(String((Number(code) + attempt) % 1_000_000).padStart(6, '0'))
    await submit.click()
    await expect(error).toContainText(attempt < 5 ? fr.errors.codeInvalid : fr.errors.tooManyAttempts)
  }
  // Even the right code is refused now.
  await codeInput.fill(code)
  await submit.click()
  await expect(error).toContainText(fr.errors.tooManyAttempts)

  await page.getByRole('button', { name: fr.signIn.resend }).click()
  await expect(page.getByRole('status').filter({ hasText: fr.signIn.resent.replace('{{email}}', email) })).toBeVisible()
  const fresh = await waitForSignInCode(page.request, email, id)
  await codeInput.fill(fresh.code)
  await submit.click()
  await expect(page.getByRole('button', { name: fr.header.signOut })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.fr.ambassadorsArea.pageHeader.heading)
})
