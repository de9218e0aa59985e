import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { gqlData, latestMail } from '../ambassadors-area/api'
import { signInThroughForm } from '../ambassadors-area/sign-in-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

/** The invitation e-mail's token (the test outbox reads it from the delivered text). */
async function invitationToken(page: Page, email: string): Promise<string> {
  let token: string | null = null
  await expect
    .poll(async () => {
      const mail = (await latestMail(page.request, email, 'ambassador_invitation')) as { inviteToken?: string | null } | null
      token = mail?.inviteToken ?? null
      return token !== null
    })
    .toBe(true)
  return token as unknown as string
}

/** The invitee, in a browser of their own: opens the link, signs in with the prefilled address, completes the profile. */
async function onboard(browser: Browser, token: string, email: string, firstName: string, locale: TestLocale): Promise<void> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const t = messages[locale].ambassadorsArea
  const fields = messages[locale].fields
  await page.goto(`${localized('/ambassadors', locale)}?invite=${encodeURIComponent(token)}`)
  await waitForInteractive(page)
  await expect(page.getByText(t.invitation.accepted.replace('{{email}}', email))).toBeVisible()
  await expect(page.getByLabel(fields.email)).toHaveValue(email)
  await expect(page).not.toHaveURL(/invite=/)
  await signInThroughForm(page, email, locale)

  await expect(page.getByRole('heading', { name: t.onboarding.heading })).toBeVisible()
  await expectNoAxeViolations(page, 'onboarding form')
  // Sending it empty: the errors are shown and the first field takes focus.
  await page.getByRole('button', { name: t.onboarding.submit }).click()
  await expect(page.getByLabel(fields.firstName, { exact: true })).toBeFocused()

  await page.getByLabel(fields.firstName, { exact: true }).fill(firstName)
  await page.getByLabel(fields.lastName, { exact: true }).fill('Tester')
  await page.getByLabel(fields.fieldKey, { exact: true }).selectOption({ index: 1 })
  await page.getByLabel(fields.studyLevel, { exact: true }).selectOption('MASTER')
  await page.getByRole('group', { name: fields.languages }).getByRole('checkbox').first().check()
  await page.getByLabel(fields.country, { exact: true }).selectOption('FR')
  await page.getByLabel(fields.city, { exact: true }).fill('Lyon')
  await page.getByRole('group', { name: fields.interests }).getByRole('checkbox').first().check()
  await page.getByLabel(fields.headline, { exact: true }).fill('Second-year student, happy to help')
  await page.getByLabel(fields.bioEn).fill('I came from abroad and love to tell newcomers how it really is.')
  await page.getByLabel(fields.bioFr).fill("Je suis venu de l'étranger et j'aime raconter aux nouveaux comment c'est vraiment.")
  await page.getByRole('button', { name: t.onboarding.submit }).click()
  await expect(page.getByRole('heading', { name: t.onboarding.pendingHeading })).toBeVisible()
  await expectNoAxeViolations(page, 'pending approval')
  await context.close()
}

// Approval makes an ambassador public: this file is one of the public-data writers (playwright.config.ts).
for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole

  test(`ambassador lifecycle (${locale}): staff invite, the invitee opens the e-mailed link, signs in and completes the profile, staff approve, the ambassador is public`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS * 2)
    const stamp = Date.now()
    const invitee = `invitee-${locale}-${stamp}@demo.test`
    const firstName = `Onboard${locale === 'en' ? 'En' : 'Fr'}${stamp}`
    await openConsoleSignedIn(page, context, OWNER, locale)
    await page.getByRole('tab', { name: t.sections.ambassadors }).click()
    const panel = page.getByRole('tabpanel', { name: t.sections.ambassadors })
    await expect(panel.getByRole('table', { name: t.ambassadors.caption })).toBeVisible()
    await expectNoAxeViolations(page, 'ambassadors tab')

    // One good address and one that is not an address: the second is refused next to the box, with the address.
    await panel.getByLabel(t.invite.emails).fill(`${invitee}\nnot-an-address`)
    await panel.getByRole('button', { name: t.invite.send }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.invite.sent_one.replace('{{count}}', '1') })).toBeVisible()
    await expect(panel.locator('strong').filter({ hasText: 'not-an-address' })).toBeVisible()
    await expect(panel.getByLabel(t.invite.emails)).toBeFocused()

    // The list shows the invitation.
    const search = async (status: string, text: string): Promise<void> => {
      await panel.getByLabel(t.ambassadors.status, { exact: true }).selectOption(status)
      await panel.getByLabel(t.ambassadors.search).fill(text)
      await panel.getByRole('button', { name: t.ambassadors.apply, exact: true }).click()
    }
    const table = panel.getByRole('table', { name: t.ambassadors.caption })
    await search('INVITED', invitee)
    await expect(table.getByRole('row', { name: new RegExp(invitee.replace(/[.]/g, '\\.')) })).toContainText(t.ambassadors.statuses.INVITED)

    await onboard(browser, await invitationToken(page, invitee), invitee, firstName, locale)

    await search('PENDING', firstName)
    const row = table.getByRole('row', { name: new RegExp(firstName) })
    await expect(row).toContainText(t.ambassadors.statuses.PENDING)
    await row.getByRole('button', { name: t.ambassadors.approveLabel.replace('{{name}}', `${firstName} Tester`) }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.ambassadors.approved.replace('{{name}}', `${firstName} Tester`) })).toBeVisible()
    await search('ACTIVE', firstName)
    await expect(table.getByRole('row', { name: new RegExp(firstName) })).toContainText(t.ambassadors.statuses.ACTIVE)

    const found = await gqlData<{ ambassadors: { nodes: { firstName: string }[] } }>(
      page.request,
      'query($text: String) { ambassadors(filter: { text: $text }, first: 5) { nodes { firstName } } }',
      { text: firstName },
    )
    expect(found.ambassadors.nodes.map((node) => node.firstName)).toEqual([firstName])

    // Deactivation asks first and reports what it handed over; the ambassador leaves the public list.
    const name = `${firstName} Tester`
    const activeRow = table.getByRole('row', { name: new RegExp(firstName) })
    await activeRow.getByRole('button', { name: t.ambassadors.deactivateLabel.replace('{{name}}', name) }).click()
    await expect(activeRow.getByText(t.ambassadors.deactivateConfirm.replace('{{name}}', name))).toBeVisible()
    await activeRow.getByRole('button', { name: t.ambassadors.deactivateYes }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.ambassadors.deactivated.replace('{{name}}', name) })).toContainText(
      // Zero is singular in French, plural in English.
      t.ambassadors[new Intl.PluralRules(locale).select(0) === 'one' ? 'rerouted_one' : 'rerouted_other'].replace('{{count}}', '0'),
    )
    const hidden = await gqlData<{ ambassadors: { nodes: { firstName: string }[] } }>(
      page.request,
      'query($text: String) { ambassadors(filter: { text: $text }, first: 5) { nodes { firstName } } }',
      { text: firstName },
    )
    expect(hidden.ambassadors.nodes).toEqual([])

    // The owner downloads everything stored about the ambassador as JSON.
    await panel.getByLabel(t.dataRequests.email).fill(invitee)
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: t.dataRequests.download }).click()])
    const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { email: string }
    expect(exported.email).toBe(invitee)
  })
}
