import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

// Issue 34: Insights' percentages name what they are a share of and never
// exceed 100 %; each change says better or worse — in words, by its arrow and
// its colour — so a falling answer time reads as an improvement.

/** A percentage written in either language ("42%", "42 %", "42 %"). */
const PERCENT = /(\d+)\s?%/

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole
  const i = t.insights

  test(`Insights (${locale}): funnel shares of the visits, at most 100 %; better and worse in words, arrows and colours`, async ({ page, context }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
    await openConsoleSignedIn(page, context, OWNER, locale)
    await page.getByRole('tab', { name: t.sections.insights }).click()
    const panel = page.getByRole('tabpanel', { name: t.sections.insights })

    // The funnel's table: each later step "N % of V visits", N never above 100.
    const funnel = panel.locator('[data-chart-card="insights-funnel"]')
    await funnel.getByText(i.table.show).click()
    const rows = funnel.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(4)
    const visits = (await rows.nth(1).getByRole('cell').first().textContent()) ?? ''
    for (const index of [2, 3]) {
      const share = (await rows.nth(index).getByRole('cell').last().textContent()) ?? ''
      if (share === '—') continue
      const plain = (text: string): string => text.replace(/\s/g, ' ')
      const template = Number(visits.replace(/\D/g, '')) === 1 ? i.funnel.shareOf_one : i.funnel.shareOf_other
      expect(plain(share)).toBe(plain(template.replace('{{share}}', PERCENT.exec(share)?.[0] ?? '?').replace('{{visits}}', visits)))
      expect(Number(PERCENT.exec(share)?.[1] ?? '0')).toBeLessThanOrEqual(100)
    }

    // Every change that is good or bad news says so: ▲ and "Better" in the success colour, ▼ and "Worse" in the danger colour.
    const changes = panel.locator('.insights-change')
    await expect(changes.first()).toBeVisible()
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement)
      const probe = document.createElement('span')
      document.body.append(probe)
      const resolve = (name: string): string => {
        probe.style.color = style.getPropertyValue(name)
        return getComputedStyle(probe).color
      }
      const found = { success: resolve('--success'), danger: resolve('--danger') }
      probe.remove()
      return found
    })
    for (const change of await changes.all()) {
      const verdict = await change.getAttribute('data-verdict')
      const kind = await change.getAttribute('data-change')
      const figure = await change.locator('xpath=..').getAttribute('data-figure')
      if (verdict === 'neutral') {
        await expect(change.locator('.insights-verdict')).toHaveCount(0)
        continue
      }
      const words = change.locator('.insights-verdict')
      await expect(words).toHaveText(verdict === 'better' ? `▲ ${i.verdict.better}` : `▼ ${i.verdict.worse}`)
      await expect(words).toHaveCSS('color', verdict === 'better' ? colours.success : colours.danger)
      // Less is better for the answer time and for missed or cancelled calls; more is better for the rest.
      const lowerIsBetter = ['medianFirstAnswer', 'meetingsMissed', 'meetingsCancelled'].includes(figure ?? '')
      const rose = kind === 'up' || kind === 'new'
      expect(verdict, `${figure}: ${kind}`).toBe(rose !== lowerIsBetter ? 'better' : 'worse')
    }
    await expectNoAxeViolations(page, 'insights with verdicts')
  })
}
