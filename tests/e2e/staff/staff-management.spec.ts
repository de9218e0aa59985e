import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

// The seeded owner is the organization's only owner: these tests must not
// run side by side (one making someone an owner would let the other's
// "last owner" refusal through), so the file runs its tests one by one.
test.describe.configure({ mode: 'default' })

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole

  test(`staff (${locale}): the owner adds an editor, is refused a duplicate, cannot leave the organization without an owner, changes a role, removes the member; the audit log lists each step`, async ({
    page,
    context,
  }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
    const member = `new-${locale}-${Date.now()}@demo.test`
    await openConsoleSignedIn(page, context, OWNER, locale)
    await page.getByRole('tab', { name: t.sections.staff }).click()
    const panel = page.getByRole('tabpanel', { name: t.sections.staff })
    const table = panel.getByRole('table', { name: t.staff.caption })
    await expect(table.getByRole('row', { name: new RegExp(OWNER) })).toBeVisible()

    // Add an editor.
    const email = panel.getByLabel(messages[locale].fields.email)
    await email.fill(member)
    await panel.getByLabel(t.staff.role, { exact: true }).selectOption('EDITOR')
    await panel.getByRole('button', { name: t.staff.invite }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.staff.invited.replace('{{email}}', member) })).toBeVisible()
    const row = table.getByRole('row', { name: new RegExp(member.replace(/[.]/g, '\\.')) })
    await expect(row).toBeVisible()

    // The same address again: the refusal sits next to the address.
    await email.fill(member)
    await panel.getByRole('button', { name: t.staff.invite }).click()
    await expect(panel.locator('#console-invite-email-error')).toContainText(t.errors.alreadyStaff)
    await expect(email).toBeFocused()

    // The only owner cannot make themselves an editor.
    const ownerRow = table.getByRole('row', { name: new RegExp(OWNER) })
    await ownerRow.getByLabel(t.staff.roleOf.replace('{{email}}', OWNER)).selectOption('EDITOR')
    await ownerRow.getByRole('button', { name: t.staff.changeRole }).click()
    await expect(ownerRow.getByRole('alert')).toHaveText(t.errors.lastOwner)

    // The new member becomes an owner, then an editor again.
    await row.getByLabel(t.staff.roleOf.replace('{{email}}', member)).selectOption('OWNER')
    await row.getByRole('button', { name: t.staff.changeRole }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.staff.roleChanged.replace('{{email}}', member).replace('{{role}}', t.roles.OWNER) })).toBeVisible()
    await row.getByLabel(t.staff.roleOf.replace('{{email}}', member)).selectOption('EDITOR')
    await row.getByRole('button', { name: t.staff.changeRole }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.staff.roleChanged.replace('{{email}}', member).replace('{{role}}', t.roles.EDITOR) })).toBeVisible()

    // Removal sits in the row's menu (keyboard: Enter opens it on its first item) and asks in a dialog
    // that names the member; Keep (Escape too) returns focus to the menu's button.
    const menu = row.getByRole('button', { name: t.rowActions.label.replace('{{name}}', member) })
    const removal = page.getByRole('dialog', { name: t.staff.removeTitle.replace('{{email}}', member) })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(row.getByRole('button', { name: t.staff.removeLabel.replace('{{email}}', member) })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(removal).toBeVisible()
    await removal.getByRole('button', { name: t.staff.removeNo }).click()
    await expect(removal).toHaveCount(0)
    await expect(menu).toBeFocused()
    await menu.click()
    await row.getByRole('button', { name: t.staff.removeLabel.replace('{{email}}', member) }).click()
    await expect(removal.getByText(t.staff.removeConfirm)).toBeVisible()
    await removal.getByRole('button', { name: t.staff.removeYes }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.staff.removed.replace('{{email}}', member) })).toBeVisible()
    await expect(table.getByRole('row', { name: new RegExp(member.replace(/[.]/g, '\\.')) })).toHaveCount(0)

    // The audit log, filtered to this owner, lists the three kinds of step for the member, newest first.
    await page.getByRole('tab', { name: t.sections.audit }).click()
    await page.getByLabel(t.audit.person).fill(OWNER)
    await page.getByRole('button', { name: t.audit.apply }).click()
    const entries = page.getByRole('listitem').filter({ hasText: member })
    await expect(entries).toHaveCount(4)
    // Each entry a sentence naming who acted and on whom (issue 34).
    const said = (template: string): string => template.replace('{{actor}}', OWNER).replace('{{member}}', member).replace('{{role}}', t.roles.EDITOR)
    await expect(entries.nth(0)).toContainText(said(t.audit.sentences.staff_remove))
    await expect(entries.nth(1)).toContainText(said(t.audit.sentences.staff_role))
    await expect(entries.nth(2)).toContainText(said(t.audit.sentences.staff_role))
    await expect(entries.nth(3)).toContainText(said(t.audit.sentences.staff_invite))
    await expect(
      entries
        .nth(1)
        .getByRole('row', { name: new RegExp(messages[locale].fields.staffRole) })
        .getByRole('cell'),
    ).toHaveText([t.roles.OWNER, t.roles.EDITOR])
  })
}
