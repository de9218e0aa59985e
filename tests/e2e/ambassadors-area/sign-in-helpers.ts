import { expect, type BrowserContext, type Page } from '@playwright/test'
import { messages, type TestLocale } from '../support/locales'
import { localized } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { lastMailId, waitForSignInCode } from './api'

export const TOKEN_COOKIE = 'gql:default.token'

export async function openArea(page: Page, locale: TestLocale = 'en'): Promise<void> {
  await page.goto(localized('/ambassadors', locale))
  await waitForInteractive(page)
}

/**
 * Email step, then the code read from the outbox; ends on the signed-in area.
 * Only the latest code of an address is valid: if another test asked a code
 * for the same ambassador in between, ours is refused, so ask again.
 */
export async function signInThroughForm(page: Page, email: string, locale: TestLocale = 'en'): Promise<void> {
  const t = messages[locale].ambassadorsArea
  let before = await lastMailId(page.request, email)
  await page.getByLabel(messages[locale].fields.email).fill(email)
  await page.getByRole('button', { name: t.signIn.sendCode }).click()
  const signOut = page.getByRole('button', { name: t.header.signOut })
  const refused = page.getByText(t.errors.codeInvalid)
  for (let attempt = 1; ; attempt++) {
    const { code, id } = await waitForSignInCode(page.request, email, before)
    before = id
    await page.getByLabel(t.signIn.codeLabel).fill(code)
    await page.getByRole('button', { name: t.signIn.submit, exact: true }).click()
    await expect(signOut.or(refused)).toBeVisible()
    if (await signOut.isVisible()) return
    expect(attempt, 'our emailed code kept being replaced by newer ones').toBeLessThan(3)
    await page.getByRole('button', { name: t.signIn.resend }).click()
  }
}

/** The ambassador token the browser holds (to call the API as the same ambassador). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)
  expect(cookie?.value).toBeTruthy()
  return decodeURIComponent(cookie?.value ?? '')
}

/** A whole flow (sign-in by email, API calls, several screens) on a machine that also builds and tests other things. */
export const FLOW_TIMEOUT_MS = 60_000
