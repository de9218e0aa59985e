import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { tokenFromApi } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { messages, type TestLocale } from '../support/locales'
import { addDays, dayIn, inboxQuestionTimes, insightsFromApi, parseCsv } from './insights-helpers'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

/** Alice (server/demo/seed-fixtures.ts `ambassador1`). */
const ALICE = { id: '00000000-0000-4000-8000-000000000001', email: 'ambassador1@demo.test' }

/** Clicks an export button and reads the file the browser saved: its name and its bytes as text. */
async function downloadFrom(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') }
}

for (const locale of ['en', 'fr'] as const satisfies readonly TestLocale[]) {
  const t = messages[locale].staffConsole
  const i = t.insights
  const download = (kind: 'questions' | 'meetings' | 'joins' | 'leads'): string => i.exports.download.replace('{{what}}', i.exports[kind])

  test(`Insights exports (${locale}): the questions CSV of a range holds its rows, counted from an inbox; every kind downloads`, async ({ page, context, request }) => {
    test.setTimeout(2 * STAFF_FLOW_TIMEOUT_MS)
    const staffToken = await openConsoleSignedIn(page, context, OWNER, locale)
    await page.getByRole('tab', { name: t.sections.insights }).click()
    const panel = page.getByRole('tabpanel', { name: t.sections.insights })
    const zone = (await insightsFromApi(request, staffToken, '2026-01-01', '2026-01-01')).timeZone
    const today = dayIn(zone, new Date())
    // Days no test writes to any more: the seeded questions only.
    const from = addDays(today, -45)
    const to = addDays(today, -1)
    await panel.getByRole('radio', { name: i.range.custom }).check()
    await panel.getByLabel(messages[locale].fields.insightsFrom, { exact: true }).fill(from)
    await panel.getByLabel(messages[locale].fields.insightsTo, { exact: true }).fill(to)
    await panel.getByRole('button', { name: i.range.apply }).click()
    const custom = await insightsFromApi(request, staffToken, from, to)
    const askedFigure = panel.locator('[data-figure="questionsAsked"] .insights-figure-value')
    await expect(askedFigure).toHaveText(new Intl.NumberFormat(locale).format(Number(custom.totals.questionsAsked)))

    const questions = await downloadFrom(page, download('questions'))
    expect(questions.name).toBe(`questions-${from}-${to}.csv`)
    expect(questions.text.charCodeAt(0), 'UTF-8 BOM').toBe(0xfeff)
    const [header = [], ...rows] = parseCsv(questions.text.slice(1))
    expect(header.slice(0, 3)).toEqual(['id', 'asked_at', 'status'])
    // One row per question asked on those days, as many as the dashboard says.
    expect(rows).toHaveLength(Number(custom.totals.questionsAsked))
    const askedAt = header.indexOf('asked_at')
    const ambassadorId = header.indexOf('ambassador_id')
    expect(
      rows.filter((row) => {
        const day = dayIn(zone, row[askedAt] ?? '')
        return day < from || day > to
      }),
    ).toEqual([])
    // Alice's rows are exactly the questions her own inbox lists for those days.
    const aliceToken = await tokenFromApi(request, ALICE.email, 'AMBASSADOR')
    const aliceDays = (await inboxQuestionTimes(request, aliceToken)).map((at) => dayIn(zone, at)).filter((day) => day >= from && day <= to)
    expect(
      rows
        .filter((row) => row[ambassadorId] === ALICE.id)
        .map((row) => dayIn(zone, row[askedAt] ?? ''))
        .sort(),
    ).toEqual(aliceDays.sort())
    await expect(panel.getByText(i.exports.done.replace('{{file}}', questions.name))).toBeVisible()

    for (const kind of ['meetings', 'joins', 'leads'] as const) {
      const file = await downloadFrom(page, download(kind))
      expect(file.name).toBe(`${kind}-${from}-${to}.csv`)
      expect(file.text.charCodeAt(0)).toBe(0xfeff)
      expect(parseCsv(file.text.slice(1))[0]?.length).toBeGreaterThan(1)
    }
    await expectNoAxeViolations(page, 'insights, exports downloaded')
  })
}
