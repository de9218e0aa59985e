import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/** The rules of those tags whose result depends on colours: all a theme changes when the markup stays. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
/**
 * `'all'`: every rule of WCAG_TAGS. `'colour'`: only COLOUR_RULES, for the same
 * markup just checked whole in another theme (quality/a11y.spec.ts).
 */
type AxeRules = 'all' | 'colour'

/**
 * axe for these tests, which read its violations and nothing else:
 * - `resultTypes: ['violations']`: every rule still runs on every element and
 *   every violation is reported in full, but the elements that pass are not
 *   each given a CSS selector, an XPath and an ancestry (axe's documented
 *   performance option: on /community, 3,000 passing nodes).
 * - `axe.run` in the page (legacy mode) when every frame of the page is of its
 *   origin: axe's own messenger reaches same-origin frames. A page framing
 *   another origin gets @axe-core/playwright's run per frame (`runPartial`,
 *   finished in a blank page), so a cross-origin frame is checked too.
 * Both together: about three times faster, the same rules on the same nodes
 * (measured: /community 7.5–10 s → 2.3–2.8 s, / 3.2–4.2 s → 1.4–1.6 s).
 */
function axeBuilder(page: Page, rules: AxeRules, within: readonly string[]): AxeBuilder {
  const builder = (rules === 'colour' ? new AxeBuilder({ page }).withRules(COLOUR_RULES) : new AxeBuilder({ page }).withTags(WCAG_TAGS)).options({ resultTypes: ['violations'] })
  for (const selector of within) builder.include(selector)
  const origin = new URL(page.url()).origin
  const crossOrigin = page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin)
  return crossOrigin ? builder : builder.setLegacyMode(true)
}

/**
 * Runs axe-core on the page as it is now (WCAG 2.0–2.2 A/AA and axe's best
 * practices), or on the parts `within` selects when the rest was just checked
 * unchanged, and fails with a readable list: rule, impact, help and the
 * offending elements.
 *
 * Scroll reveals are settled first by switching the page to reduced motion,
 * which the product answers by showing every revealed element at once
 * (attach-reveal.ts). Otherwise axe could read a card in the middle of its
 * fade-in — white on near-white, "contrast 1.06" — depending on how fast a
 * loaded machine got there. The reveal itself is tested in home/reveal.spec.ts.
 */
export async function expectNoAxeViolations(page: Page, state: string, rules: AxeRules = 'all', within: readonly string[] = []): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
  const { violations } = await axeBuilder(page, rules, within).analyze()
  await page.emulateMedia({ reducedMotion: null })
  const report = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ') ?? ''}`).join('\n')}`,
  )
  expect(report, `axe violations on ${page.url()} (${state})`).toEqual([])
}
