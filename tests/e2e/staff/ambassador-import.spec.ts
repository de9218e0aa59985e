import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole

  test(`CSV import (${locale}): the preview lists every row with its problems, writes nothing, then imports only the valid rows`, async ({ page, context }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
    const stamp = `${locale}-${Date.now()}`
    const csv = [
      'email;first_name;last_name;nickname',
      `good1-${stamp}@demo.test;Ana;Lopez;x`,
      `not-an-address;Bob;Martin;y`,
      `good2-${stamp}@demo.test;Chloé;Durand;z`,
      `good1-${stamp}@demo.test;Ana;Again;w`,
    ].join('\n')
    await openConsoleSignedIn(page, context, OWNER, locale)
    await page.getByRole('tab', { name: t.sections.ambassadors }).click()
    const panel = page.getByRole('tabpanel', { name: t.sections.ambassadors })
    await panel.getByLabel(t.csv.file, { exact: true }).setInputFiles({ name: 'ambassadors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

    const preview = panel.getByRole('table', { name: t.csv.caption })
    await expect(preview.getByRole('row')).toHaveCount(5)
    const line = (n: number) => preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) })
    await expect(line(2)).toContainText(t.csv.valid)
    await expect(line(3)).not.toContainText(t.csv.valid)
    await expect(line(3).getByRole('listitem')).not.toHaveCount(0)
    await expect(line(4)).toContainText(t.csv.valid)
    await expect(line(5)).not.toContainText(t.csv.valid)
    await expect(panel.getByRole('list', { name: t.csv.notes })).toBeVisible()
    await expect(panel.getByText(t.csv.nothingWritten)).toBeVisible()
    await expectNoAxeViolations(page, 'CSV preview')

    // The dry run wrote nothing: the valid addresses are not in the list yet.
    await panel.getByLabel(t.ambassadors.search).fill(`good1-${stamp}`)
    await panel.getByRole('button', { name: t.ambassadors.apply, exact: true }).click()
    await expect(panel.getByText(t.ambassadors.noMatch)).toBeVisible()

    await panel.getByRole('button', { name: t.csv.import_other.replace('{{count}}', '2') }).click()
    await expect(panel.getByRole('status').filter({ hasText: t.csv.imported_other.replace('{{count}}', '2') })).toBeVisible()
    await panel.getByLabel(t.ambassadors.search).fill(`-${stamp}@demo.test`)
    await panel.getByRole('button', { name: t.ambassadors.apply, exact: true }).click()
    await expect(panel.getByRole('table', { name: t.ambassadors.caption }).getByRole('row')).toHaveCount(3)
  })
}
