import { expect, test } from '@playwright/test'
import { gqlData, idempotencyKey } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

// Issue 34: the audit log reads as sentences naming people, with links, never
// an id; it filters by person, kind and days (the server filters: tests/api/audit-log-readable.test.ts).

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

for (const locale of ['en', 'fr'] as const) {
  test(`the audit log says who did what to whom, links the ambassador, and filters by days (${locale})`, async ({ page, context }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
    const t = messages[locale].staffConsole
    const token = await openConsoleSignedIn(page, context, OWNER, locale)
    const invitee = `audit-${locale}-${Date.now()}@example.test`
    await gqlData(
      page.request,
      'mutation Invite($emails: [String!]!, $key: String!) { inviteAmbassadors(emails: $emails, idempotencyKey: $key) { invited } }',
      { emails: [invitee], key: idempotencyKey() },
      token,
    )

    await page.getByRole('tab', { name: t.sections.audit }).click()
    const panel = page.getByRole('tabpanel', { name: t.sections.audit })
    const today = await page.evaluate(() => {
      const now = new Date()
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    })
    await panel.getByLabel(t.audit.person).fill(OWNER)
    await panel.getByLabel(t.audit.kind).selectOption('ambassador.invite')
    await panel.getByLabel(t.audit.since, { exact: true }).fill(today)
    await panel.getByLabel(t.audit.until, { exact: true }).fill(today)
    await panel.getByRole('button', { name: t.audit.apply }).click()
    const entry = panel.getByRole('listitem').filter({ hasText: invitee })
    await expect(entry).toHaveText(new RegExp(`^${t.audit.sentences.ambassador_invite.replace('{{actor}}', OWNER).replace('{{ambassador}}', invitee).replace(/[.]/g, '\\.')}`))
    expect(await panel.getByRole('list', { name: t.audit.listLabel }).textContent()).not.toMatch(UUID)
    await expectNoAxeViolations(page, 'audit log as sentences')

    // A last day before the first is said next to it; a day with nothing says so.
    const tomorrow = await page.evaluate(() => {
      const next = new Date()
      next.setDate(next.getDate() + 1)
      return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`
    })
    await panel.getByLabel(t.audit.since, { exact: true }).fill(tomorrow)
    await panel.getByRole('button', { name: t.audit.apply }).click()
    const until = panel.getByLabel(t.audit.until, { exact: true })
    await expect(until).toBeFocused()
    await expect(until).toHaveAccessibleDescription(t.audit.dateOrder)
    await panel.getByLabel(t.audit.until, { exact: true }).fill(tomorrow)
    await panel.getByRole('button', { name: t.audit.apply }).click()
    await expect(panel.getByText(t.audit.noMatch)).toBeVisible()

    // The ambassador's name (here the address: no profile yet) opens them in the Ambassadors section.
    await panel.getByRole('button', { name: t.audit.clear }).click()
    await panel.getByLabel(t.audit.kind).selectOption('ambassador.invite')
    await panel.getByRole('button', { name: t.audit.apply }).click()
    await entry.getByRole('button', { name: invitee }).click()
    await expect(page.getByRole('tab', { name: t.sections.ambassadors })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('table', { name: t.ambassadors.caption }).getByRole('row', { name: new RegExp(invitee.replace(/[.]/g, '\\.')) })).toBeVisible()
  })
}
