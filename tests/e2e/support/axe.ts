import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Runs axe-core on the page as it is now (WCAG 2.0–2.2 A/AA and axe's best
 * practices) and fails with a readable list: rule, impact, help and the
 * offending elements.
 *
 * Scroll reveals are settled first by switching the page to reduced motion,
 * which the product answers by showing every revealed element at once
 * (attach-reveal.ts). Otherwise axe could read a card in the middle of its
 * fade-in — white on near-white, "contrast 1.06" — depending on how fast a
 * loaded machine got there. The reveal itself is tested in home/reveal.spec.ts.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  await page.emulateMedia({ reducedMotion: null })
  const report = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ') ?? ''}`).join('\n')}`,
  )
  expect(report, `axe violations on ${page.url()} (${state})`).toEqual([])
}
