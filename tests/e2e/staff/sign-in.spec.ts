import { expect, test } from '@playwright/test'
import { gql } from '../ambassadors-area/api'
import { openArea, openAreaSignedIn, TOKEN_COOKIE as AMBASSADOR_COOKIE } from '../ambassadors-area/sign-in-helpers'
import { messages } from '../support/locales'
import { collectErrors } from '../support/page-ready'
import { consoleToken, EDITOR, OWNER, openConsole, signInThroughForm, STAFF_FLOW_TIMEOUT_MS, STAFF_TOKEN_COOKIE } from './staff-helpers'

test('staff sign-in: the owner signs in with an e-mailed code beside a signed-in ambassador, and signing out of the console leaves the ambassador signed in', async ({
  page,
  context,
}) => {
  test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
  const errors = collectErrors(page)
  const t = messages.en.staffConsole
  // The ambassador's session from the API (their form: ambassadors-area/sign-in.spec.ts); the console's through its form.
  await openAreaSignedIn(page, context, 'amb32@demo.test')

  await openConsole(page)
  await expect(page.getByRole('heading', { level: 1, name: messages.en.staffConsole.pageHeader.heading })).toBeVisible()
  await signInThroughForm(page, OWNER)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByText(t.header.signedInAs.replace('{{email}}', OWNER))).toBeVisible()
  await expect(page.getByRole('tab', { name: t.sections.settings })).toHaveAttribute('aria-selected', 'true')

  // Two sessions, two cookies: the console's token is a staff one, the ambassador's is untouched.
  const staffToken = await consoleToken(context)
  expect(staffToken).toMatch(/^ss_/)
  const ambassadorCookie = (await context.cookies()).find((c) => c.name === AMBASSADOR_COOKIE)
  expect(decodeURIComponent(ambassadorCookie?.value ?? '')).toMatch(/^as_/)

  // The console survives a reload, then Sign out ends the staff session only.
  await page.reload()
  await page.getByRole('button', { name: t.header.signOut }).click()
  await expect(page.getByRole('heading', { name: t.signIn.heading })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: t.signIn.signedOut })).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.some((c) => c.name === STAFF_TOKEN_COOKIE)).toBe(false)
  expect(cookies.some((c) => c.name === AMBASSADOR_COOKIE)).toBe(true)
  const refused = await gql(page.request, '{ staffMe { email } }', {}, staffToken)
  expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  await openArea(page)
  await expect(page.getByRole('button', { name: messages.en.ambassadorsArea.header.signOut })).toBeVisible()
  expect(errors.filter((e) => !e.includes('UNAUTHENTICATED'))).toEqual([])
})

test('console (fr): an editor signs in, may change settings, and is offered no owners-only section (issue 34)', async ({ page }) => {
  test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
  const t = messages.fr.staffConsole
  await openConsole(page, 'fr')
  await signInThroughForm(page, EDITOR, 'fr')
  await expect(page.getByText(`(${t.roles.EDITOR})`)).toBeVisible()
  await expect(page.getByRole('button', { name: t.settings.save })).toBeVisible()
  // The console's own shell: none of the public site's navigation.
  await expect(page.getByRole('navigation', { name: messages.fr.app.mainNavigation })).toHaveCount(0)

  const sections = page.getByRole('tablist', { name: t.sections.label })
  await expect(sections.getByRole('tab')).toHaveText([t.sections.settings, t.sections.ambassadors, t.sections.safeguarding, t.sections.moderation, t.sections.insights])
  await expect(page.getByRole('tab', { name: t.sections.staff })).toHaveCount(0)
  await expect(page.getByRole('tab', { name: t.sections.audit })).toHaveCount(0)

  // Keyboard: the sidebar's tabs follow the arrow keys, Moderation → Insights.
  await page.getByRole('tab', { name: t.sections.moderation }).click()
  await page.getByRole('tab', { name: t.sections.moderation }).press('ArrowDown')
  const insightsTab = page.getByRole('tab', { name: t.sections.insights })
  await expect(insightsTab).toBeFocused()
  await expect(insightsTab).toHaveAttribute('aria-selected', 'true')
})
