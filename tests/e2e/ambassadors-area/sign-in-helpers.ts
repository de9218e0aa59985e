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

/** Email step, then the code read from the outbox; ends on the signed-in area. */
export async function signInThroughForm(page: Page, email: string, locale: TestLocale = 'en'): Promise<void> {
  const t = messages[locale].ambassadorsArea
  const before = await lastMailId(page.request, email)
  await page.getByLabel(messages[locale].fields.email).fill(email)
  await page.getByRole('button', { name: t.signIn.sendCode }).click()
  const { code } = await waitForSignInCode(page.request, email, before)
  await page.getByLabel(t.signIn.codeLabel).fill(code)
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click()
  await expect(page.getByRole('button', { name: t.header.signOut })).toBeVisible()
}

/** The ambassador token the browser holds (to call the API as the same ambassador). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)
  expect(cookie?.value).toBeTruthy()
  return decodeURIComponent(cookie?.value ?? '')
}

/** A whole flow (sign-in by email, API calls, several screens) on a machine that also builds and tests other things. */
export const FLOW_TIMEOUT_MS = 60_000
