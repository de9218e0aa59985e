/**
 * Browser-test helpers for the staff console (`/staff`): sign-in through the
 * form or, for tests about something else, through the API (the code read
 * from the test-only outbox), and the console's own session cookie.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { gql, idempotencyKey, tokenFromApi } from '../ambassadors-area/api'
import { cookieToken, signInWithEmailedCode } from '../support/emailed-code-sign-in'
import { E2E_BASE_URL } from '../support/environment'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

/** The seeded demo staff (server/demo/seed-fixtures.ts). */
export const OWNER = 'staff@demo.test'
export const EDITOR = 'editor@demo.test'
/** The console's own token cookie (src/features/staff/session/staff-client.ts), apart from the ambassadors' `gql:default.token`. */
export const STAFF_TOKEN_COOKIE = 'gql:staff.token'
/** A whole console flow on a machine that also builds and tests other things. */
export const STAFF_FLOW_TIMEOUT_MS = 90_000

export async function openConsole(page: Page, locale: TestLocale = 'en'): Promise<void> {
  await page.goto(localized('/staff', locale))
  await waitForInteractive(page)
}

/** The e-mail and code steps of the console's sign-in; ends on the console. */
export async function signInThroughForm(page: Page, email: string, locale: TestLocale = 'en'): Promise<void> {
  const t = messages[locale].staffConsole
  await signInWithEmailedCode(page, email, locale, { ...t.signIn, signOut: t.header.signOut, codeInvalid: t.signIn.errors.codeInvalid })
}

/** A staff session token from the API (requestSignInCode + signIn, audience STAFF). */
export const staffTokenFromApi = (request: APIRequestContext, email: string): Promise<string> => tokenFromApi(request, email, 'STAFF')

/** Opens the console already signed in (the token in the console's cookie), on the settings tab. */
export async function openConsoleSignedIn(page: Page, context: BrowserContext, email: string, locale: TestLocale = 'en'): Promise<string> {
  const token = await staffTokenFromApi(page.request, email)
  await context.addCookies([{ name: STAFF_TOKEN_COOKIE, value: token, url: E2E_BASE_URL, secure: true, sameSite: 'Lax' }])
  await openConsole(page, locale)
  await expect(page.getByRole('button', { name: messages[locale].staffConsole.header.signOut })).toBeVisible()
  return token
}

/** The staff token the browser holds. */
export const consoleToken = (context: BrowserContext): Promise<string | undefined> => cookieToken(context, STAFF_TOKEN_COOKIE)

export interface OrganizationSettingsData {
  name: { en: string; fr: string }
  tagline: { en: string; fr: string }
  primaryColor: string
  logoUrl: string | null
}

export async function organizationSettings(request: APIRequestContext, token: string): Promise<OrganizationSettingsData> {
  const result = await gql<{ organizationSettings: OrganizationSettingsData }>(
    request,
    'query Settings { organizationSettings { name { en fr } tagline { en fr } primaryColor logoUrl } }',
    {},
    token,
  )
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
  return result.data?.organizationSettings as OrganizationSettingsData
}

/** How many first-run steps are still to do: each shows a "go" button above the settings form (decision 152). */
export async function setupStepsToDo(request: APIRequestContext, token: string): Promise<number> {
  const result = await gql<{ setupChecklist: { complete: boolean; steps: { done: boolean }[] } }>(request, 'query Setup { setupChecklist { complete steps { done } } }', {}, token)
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
  const checklist = result.data?.setupChecklist
  return checklist === undefined || checklist.complete ? 0 : checklist.steps.filter((step) => !step.done).length
}

/** Puts settings back as they were (the public pages' tests compare the site with the API). */
export async function restoreSettings(request: APIRequestContext, token: string, input: Record<string, unknown>): Promise<void> {
  const result = await gql<{ updateOrganization: { fieldErrors: unknown[] } }>(
    request,
    'mutation Restore($input: OrganizationSettingsInput!, $key: String!) { updateOrganization(input: $input, idempotencyKey: $key) { fieldErrors { field code } } }',
    { input, key: idempotencyKey() },
    token,
  )
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
  expect(result.data?.updateOrganization.fieldErrors).toEqual([])
}
