/**
 * The sign-in both signed-in areas share (the ambassadors area and the staff
 * console): an e-mail step, then the code read from the test-only outbox.
 * Each area words its buttons in its own message group; the steps are one.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { lastMailId, waitForSignInCode } from '../ambassadors-area/api'
import { messages, type TestLocale } from './locales'

/** The visible words the steps are found by. */
export interface SignInWords {
  readonly sendCode: string
  readonly codeLabel: string
  readonly submit: string
  readonly resend: string
  readonly signOut: string
  readonly codeInvalid: string
}

/**
 * E-mail step, then the code from the outbox; ends signed in.
 * Only an address's latest code is valid: when another test asked for one
 * meanwhile, ours is refused, so ask again.
 */
export async function signInWithEmailedCode(page: Page, email: string, locale: TestLocale, words: SignInWords): Promise<void> {
  let before = await lastMailId(page.request, email)
  await page.getByLabel(messages[locale].fields.email).fill(email)
  await page.getByRole('button', { name: words.sendCode }).click()
  const signOut = page.getByRole('button', { name: words.signOut })
  const refused = page.getByText(words.codeInvalid)
  for (let attempt = 1; ; attempt++) {
    const { code, id } = await waitForSignInCode(page.request, email, before)
    before = id
    await page.getByLabel(words.codeLabel).fill(code)
    await page.getByRole('button', { name: words.submit, exact: true }).click()
    await expect(signOut.or(refused)).toBeVisible()
    if (await signOut.isVisible()) return
    expect(attempt, 'our emailed code kept being replaced by newer ones').toBeLessThan(3)
    await page.getByRole('button', { name: words.resend }).click()
  }
}

/** The session token a browser holds in a cookie (decoded), or undefined. */
export async function cookieToken(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === name)
  return cookie ? decodeURIComponent(cookie.value) : undefined
}
