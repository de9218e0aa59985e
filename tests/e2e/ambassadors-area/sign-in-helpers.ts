import { expect, type BrowserContext, type Page } from '@playwright/test'
import { cookieToken, signInWithEmailedCode } from '../support/emailed-code-sign-in'
import { E2E_BASE_URL } from '../support/environment'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { tokenFromApi } from './api'

export const TOKEN_COOKIE = 'gql:default.token'

export async function openArea(page: Page, locale: TestLocale = 'en'): Promise<void> {
  await page.goto(localized('/ambassadors', locale))
  await waitForInteractive(page)
}

/** Email step, then the code read from the outbox; ends on the signed-in area. */
export async function signInThroughForm(page: Page, email: string, locale: TestLocale = 'en'): Promise<void> {
  const t = messages[locale].ambassadorsArea
  await signInWithEmailedCode(page, email, locale, { ...t.signIn, signOut: t.header.signOut, codeInvalid: t.errors.codeInvalid })
}

/**
 * Opens the area already signed in as `email`: the session made through the
 * API (requestSignInCode + signIn with the e-mailed code), its token in the
 * area's cookie. For tests about what a signed-in ambassador does; the form's
 * own sign-in is sign-in.spec.ts's. Returns the token.
 */
export async function openAreaSignedIn(page: Page, context: BrowserContext, email: string, locale: TestLocale = 'en'): Promise<string> {
  const token = await tokenFromApi(page.request, email, 'AMBASSADOR')
  await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: E2E_BASE_URL, secure: true, sameSite: 'Lax' }])
  await openArea(page, locale)
  await expect(page.getByRole('button', { name: messages[locale].ambassadorsArea.header.signOut })).toBeVisible()
  return token
}

/** The ambassador token the browser holds (to call the API as the same ambassador). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const token = await cookieToken(context, TOKEN_COOKIE)
  expect(token).toBeTruthy()
  return token ?? ''
}

/** A whole flow (sign-in by email, API calls, several screens) on a machine that also builds and tests other things. */
export const FLOW_TIMEOUT_MS = 60_000
