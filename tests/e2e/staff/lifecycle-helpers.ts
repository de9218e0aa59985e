/**
 * Browser-test helpers for the ambassador lifecycle (issue 17): the invitation
 * link read from the test outbox, an ambassador brought to ACTIVE through the
 * API (for tests about what staff do next), the console's Ambassadors tab and
 * its search, and publishing from the console.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { gqlData, idempotencyKey, latestMail, tokenFromApi } from '../ambassadors-area/api'
import { messages, type TestLocale } from '../support/locales'

/** The token of the latest invitation e-mailed to an address (the test outbox reads it from the delivered text). */
export async function invitationToken(request: APIRequestContext, email: string): Promise<string> {
  let token: string | null = null
  await expect
    .poll(async () => {
      const mail = (await latestMail(request, email, 'ambassador_invitation')) as { inviteToken?: string | null } | null
      token = mail?.inviteToken ?? null
      return token !== null
    })
    .toBe(true)
  return token as unknown as string
}

/** The profile an API-onboarded ambassador sends (every rule of the onboarding form met). */
const apiProfile = (firstName: string) => ({
  firstName,
  lastName: 'Leaver',
  fieldKey: 'engineering',
  studyLevel: 'MASTER',
  languages: ['en'],
  country: 'FR',
  city: 'Lyon',
  interests: [],
  headline: 'Happy to help newcomers',
  bioEn: 'I study engineering and like to talk about it.',
  bioFr: "J'étudie l'ingénierie et j'aime en parler.",
  timeZone: 'Europe/Paris',
  weeklyAvailability: [],
})

/**
 * An ambassador invited and onboarded through the API, as the console and the
 * onboarding screens would do it, now PENDING staff approval: their id and
 * session token. `profile` replaces parts of the onboarding profile.
 */
export async function pendingAmbassadorFromApi(
  request: APIRequestContext,
  staffToken: string,
  email: string,
  firstName: string,
  profile: Partial<ReturnType<typeof apiProfile>> = {},
): Promise<{ id: string; token: string }> {
  const invited = await gqlData<{ inviteAmbassadors: { invited: number } }>(
    request,
    'mutation Invite($emails: [String!]!, $key: String!) { inviteAmbassadors(emails: $emails, idempotencyKey: $key) { invited } }',
    { emails: [email], key: idempotencyKey() },
    staffToken,
  )
  expect(invited.inviteAmbassadors.invited).toBe(1)
  await gqlData(request, 'mutation Accept($token: String!) { acceptInvitation(token: $token) { status } }', { token: await invitationToken(request, email) })
  const token = await tokenFromApi(request, email, 'AMBASSADOR')
  const completed = await gqlData<{ completeProfile: { me: { ambassador: { id: string } } | null; fieldErrors: unknown[] } }>(
    request,
    'mutation Complete($input: OnboardingProfileInput!) { completeProfile(input: $input) { me { ambassador { id } } fieldErrors { field code } } }',
    { input: { ...apiProfile(firstName), ...profile } },
    token,
  )
  expect(completed.completeProfile.fieldErrors).toEqual([])
  return { id: completed.completeProfile.me?.ambassador.id ?? '', token }
}

/** An ambassador invited, onboarded and approved through the API: their id and session token. */
export async function activeAmbassadorFromApi(request: APIRequestContext, staffToken: string, email: string, firstName: string): Promise<{ id: string; token: string }> {
  const { id, token } = await pendingAmbassadorFromApi(request, staffToken, email, firstName)
  const approved = await gqlData<{ approveAmbassador: { fieldErrors: unknown[] } }>(
    request,
    'mutation Approve($id: ID!) { approveAmbassador(ambassadorId: $id) { fieldErrors { field code } } }',
    { id },
    staffToken,
  )
  expect(approved.approveAmbassador.fieldErrors).toEqual([])
  return { id, token }
}

/** The console's Ambassadors tab, and its list searched by status and text. */
export async function openAmbassadorsTab(page: Page, locale: TestLocale) {
  const t = messages[locale].staffConsole
  await page.getByRole('tab', { name: t.sections.ambassadors }).click()
  const panel = page.getByRole('tabpanel', { name: t.sections.ambassadors })
  const table = panel.getByRole('table', { name: t.ambassadors.caption })
  await expect(table).toBeVisible()
  const search = async (status: string, text: string): Promise<void> => {
    await panel.getByLabel(t.ambassadors.status, { exact: true }).selectOption(status)
    await panel.getByLabel(t.ambassadors.search).fill(text)
    await panel.getByRole('button', { name: t.ambassadors.apply, exact: true }).click()
  }
  /** The row naming `text` (a name or an address). */
  const row = (text: string): Locator => table.getByRole('row', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
  /** What the tab just announced (its polite status line). */
  const announced = (text: string): Locator => panel.getByRole('status').filter({ hasText: text })
  /** Clicks the button named `button` in the row naming `text` (actions are labelled with the ambassador's name). */
  const press = (text: string, button: string): Promise<void> => row(text).getByRole('button', { name: button }).click()
  /**
   * A destructive action (issue 34): the row's "More actions for …" menu, its item named `item`, then the
   * dialog that asks, titled with the person's name (returned, for the test to answer).
   */
  const choose = async (text: string, who: string, item: string, title: string): Promise<Locator> => {
    await row(text)
      .getByRole('button', { name: t.rowActions.label.replace('{{name}}', who) })
      .click()
    await row(text).getByRole('button', { name: item }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    return dialog
  }
  return { panel, table, search, row, announced, press, choose }
}

/**
 * "Publish now" in the console's publishing panel (settings tab), then the
 * product's own signal that the new site is live: the announcement that the
 * pages are published. Publishing is one job per organization: callers run in
 * the `publishers` project, one at a time (playwright.config.ts).
 */
export async function publishFromConsole(page: Page, locale: TestLocale): Promise<void> {
  const t = messages[locale].staffConsole
  await page.getByRole('tab', { name: t.sections.settings }).click()
  const panel = page.getByRole('region', { name: t.publishing.heading })
  await panel.getByRole('button', { name: t.publishing.publishNow }).click()
  await expect(panel.getByRole('status')).toHaveText(t.publishing.started)
  const published = new RegExp(`^${t.publishing.succeeded.replace('{{total}}', '\\d+').replace(/[.]/g, '\\.')}$`)
  // A prerender of the whole site beside the other tests, on a shared 2-core machine.
  await expect(panel.getByRole('status')).toHaveText(published, { timeout: 180_000 })
}
