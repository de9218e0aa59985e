import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { EDITOR, OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole

  // The sign-in form, as loaded and with its e-mail field in error: quality/a11y.spec.ts's /staff and /fr/staff.
  test(`staff console has no accessibility violations (${locale}): settings, with an error, publishing, staff, audit log`, async ({ page, context }) => {
    test.setTimeout(2 * STAFF_FLOW_TIMEOUT_MS)
    await openConsoleSignedIn(page, context, OWNER, locale)
    await expect(page.getByRole('button', { name: t.settings.save })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.publishing.heading })).toBeVisible()
    await expectNoAxeViolations(page, 'settings')
    // An error shown (nothing is saved: the form refuses it first). Any #rrggbb colour is accepted
    // since decision 148 (the theme makes each readable), so the error is the colour's format.
    await page.getByLabel(messages[locale].fields.primaryColor, { exact: true }).fill('#fff')
    await page.getByRole('button', { name: t.settings.save }).click()
    await expect(page.locator('#console-settings-primaryColor-error')).not.toBeEmpty()
    await expectNoAxeViolations(page, 'settings with an error')

    await page.getByRole('tab', { name: t.sections.staff }).click()
    await expect(page.getByRole('table', { name: t.staff.caption })).toBeVisible()
    await expectNoAxeViolations(page, 'staff')

    await page.getByRole('tab', { name: t.sections.audit }).click()
    await expect(page.getByRole('search', { name: t.audit.filters })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible()
    await expectNoAxeViolations(page, 'audit log')
  })

  test(`staff console has no accessibility violations (${locale}): an editor's console, without the owners' sections`, async ({ page, context }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
    await openConsoleSignedIn(page, context, EDITOR, locale)
    await expect(page.getByRole('button', { name: t.settings.save })).toBeVisible()
    await expect(page.getByRole('tab', { name: t.sections.staff })).toHaveCount(0)
    await expectNoAxeViolations(page, 'editor')
  })
}
