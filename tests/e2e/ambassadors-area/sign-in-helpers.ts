import { expect, type BrowserContext, type Page } from '@playwright/test'
import { cookieToken, signInWithEmailedCode } from '../support/emailed-code-sign-in'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

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

/** The ambassador token the browser holds (to call the API as the same ambassador). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const token = await cookieToken(context, TOKEN_COOKIE)
  expect(token).toBeTruthy()
  return token ?? ''
}

/** A whole flow (sign-in by email, API calls, several screens) on a machine that also builds and tests other things. */
export const FLOW_TIMEOUT_MS = 60_000
