import { expect, test } from '@playwright/test'
import { tokenFromApi } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { INSIGHTS_COUNT_METRICS as COUNT_METRICS } from '../../../src/contract/insights-metrics'
import { addDays, dayIn, inboxQuestionTimes, insightsFromApi } from './insights-helpers'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

const ALICE = { email: 'ambassador1@demo.test', name: 'Alice Durand' }

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole
  const i = t.insights
  const count = (value: number): string => new Intl.NumberFormat(locale).format(value)

  test(`Insights (${locale}): charts with their tables, the API's figures, a custom range counted from an inbox, sorting, axe`, async ({ page, context, request }) => {
    test.setTimeout(2 * STAFF_FLOW_TIMEOUT_MS)
    const staffToken = await openConsoleSignedIn(page, context, OWNER, locale)
    await page.getByRole('tab', { name: t.sections.insights }).click()
    const panel = page.getByRole('tabpanel', { name: t.sections.insights })

    // Last 30 days (the default): a canvas per chart, a summary each, and a table alternative of the 30 days.
    await expect(panel.getByRole('radio', { name: i.range.last30 })).toBeChecked()
    await expect(panel.locator('[data-chart="time"] canvas')).toHaveCount(6)
    const zone = (await insightsFromApi(request, staffToken, '2026-01-01', '2026-01-01')).timeZone
    const today = dayIn(zone, new Date())
    const trafficCard = panel.locator('[data-chart-card="insights-traffic"]')
    await expect(trafficCard.locator('.insights-summary')).toContainText(i.metrics.visits)
    await trafficCard.getByText(i.table.show).click()
    await expect(trafficCard.getByRole('table').getByRole('row')).toHaveCount(31)
    await expect(trafficCard.getByRole('row').last().getByRole('rowheader')).toHaveText(
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${today}T00:00:00Z`)),
    )
    await expectNoAxeViolations(page, 'insights, last 30 days, a table open')

    // A custom range refused with a message next to the field, then a valid one ending yesterday: no test writes to those days any more.
    await panel.getByRole('radio', { name: i.range.custom }).check()
    await panel.getByLabel(messages[locale].fields.insightsFrom, { exact: true }).fill(addDays(today, -1))
    await panel.getByLabel(messages[locale].fields.insightsTo, { exact: true }).fill(addDays(today, -5))
    await panel.getByRole('button', { name: i.range.apply }).click()
    await expect(panel.locator('#insights-to-error')).toHaveText(messages[locale].validation.insightsRangeOrder)
    await expect(panel.getByLabel(messages[locale].fields.insightsTo, { exact: true })).toBeFocused()
    await expectNoAxeViolations(page, 'insights, a range error')
    const from = addDays(today, -60)
    const to = addDays(today, -1)
    await panel.getByLabel(messages[locale].fields.insightsFrom, { exact: true }).fill(from)
    await panel.getByLabel(messages[locale].fields.insightsTo, { exact: true }).fill(to)
    await panel.getByRole('button', { name: i.range.apply }).click()
    await expect(panel.locator('#insights-to-error')).toBeEmpty()

    // Every key figure, and the questions chart's table day by day, as the API counts those days.
    const custom = await insightsFromApi(request, staffToken, from, to)
    for (const metric of COUNT_METRICS) await expect(panel.locator(`[data-figure="${metric}"] .insights-figure-value`), metric).toHaveText(count(Number(custom.totals[metric])))
    const questionsCard = panel.locator('[data-chart-card="insights-questions"]')
    await questionsCard.getByText(i.table.show).click()
    const table = questionsCard.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(61)
    const rows = await table.getByRole('row').allInnerTexts()
    const cells = rows.slice(1).map((row) =>
      row
        .split('\t')
        .slice(1)
        .map((cell) => cell.trim()),
    )
    expect(cells).toEqual(custom.series.map((day) => [count(Number(day.questionsAsked)), count(Number(day.questionsAnswered))]))

    // Alice's "questions received" equals the questions her own inbox lists as asked on those days.
    const aliceToken = await tokenFromApi(request, ALICE.email, 'AMBASSADOR')
    const asked = (await inboxQuestionTimes(request, aliceToken)).map((at) => dayIn(zone, at)).filter((day) => day >= from && day <= to)
    expect(asked.length).toBeGreaterThan(0)
    const openAlice = i.ambassadors.open.replace('{{name}}', ALICE.name)
    const aliceRow = panel.getByRole('row').filter({ has: page.getByRole('button', { name: openAlice }) })
    await expect(aliceRow.getByRole('cell').first()).toHaveText(count(asked.length))

    // Sorted on the server by the column chosen; the header says so.
    await panel.getByRole('button', { name: i.ambassadors.name, exact: true }).click()
    await expect(panel.getByRole('columnheader', { name: i.ambassadors.name, exact: true })).toHaveAttribute('aria-sort', 'ascending')
    await expect(panel.getByRole('columnheader', { name: i.ambassadors.questionsReceived, exact: true })).not.toHaveAttribute('aria-sort', /./)
    await panel.getByRole('button', { name: i.ambassadors.questionsReceived, exact: true }).click()
    await expect(panel.getByRole('columnheader', { name: i.ambassadors.questionsReceived, exact: true })).toHaveAttribute('aria-sort', 'descending')
    const received = (await panel.locator('.insights-ambassadors tbody tr td:first-of-type').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')))
    expect(received).toEqual([...received].sort((a, b) => b - a))
    await expectNoAxeViolations(page, 'insights, a custom range')

    // Reload keeps the range; Alice's name opens her in the Ambassadors tab.
    await page.reload()
    await page.getByRole('tab', { name: t.sections.insights }).click()
    await expect(panel.getByRole('radio', { name: i.range.custom })).toBeChecked()
    await expect(panel.getByLabel(messages[locale].fields.insightsFrom, { exact: true })).toHaveValue(from)
    await panel.getByRole('button', { name: openAlice }).click()
    const ambassadors = page.getByRole('tabpanel', { name: t.sections.ambassadors })
    await expect(ambassadors).toBeFocused()
    await expect(ambassadors.getByLabel(t.ambassadors.search)).toHaveValue(ALICE.email)
    await expect(ambassadors.getByRole('table', { name: t.ambassadors.caption }).getByRole('row')).toHaveCount(2)
  })
}
