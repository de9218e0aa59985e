import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../contract/validation/organization-settings'

// The colour tokens of both themes, read from the stylesheet itself, against
// the pairs the stylesheets use: text ≥ 4.5:1 (WCAG AA), the focus ring ≥ 3:1.
// axe checks the pages as rendered (tests/e2e/theme); this names the pair.
const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8')

function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1] ?? '', m[2] ?? '']))
}

const light = tokensOf(':root')
const dark = { ...light, ...tokensOf(":root[data-theme='dark']") }

const TEXT_PAIRS: [string, string][] = [
  ...['text', 'muted', 'danger', 'success', 'warning'].flatMap((fg): [string, string][] => [
    [fg, 'surface'],
    [fg, 'surface-alt'],
  ]),
  ['text', 'selected-bg'],
  ['success', 'success-bg'],
  ['warning', 'warning-bg'],
  ['danger', 'danger-bg'],
  ['on-danger', 'danger'],
  ['inverse-text', 'inverse-surface'],
]

/** global.css's dark --brand: `color-mix(in srgb, colour 40%, #fff)`, per channel, rounded like a browser. */
const darkBrandOf = (hex: string): string =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.4 + 255 * 0.6)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, tokens) => {
  it.each(TEXT_PAIRS)('--%s on --%s reaches 4.5:1', (fg, bg) => {
    expect(tokens[fg], fg).toBeDefined()
    expect(contrastRatio(tokens[fg] ?? '', tokens[bg] ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('the focus ring reaches 3:1 on both surfaces', () => {
    for (const bg of ['surface', 'surface-alt']) expect(contrastRatio(tokens.focus ?? '', tokens[bg] ?? '')).toBeGreaterThanOrEqual(3)
  })
})

describe("the organization's colour in the dark theme", () => {
  // Colours the settings accept (white text ≥ 4.5:1), from the darkest to the lightest allowed, in several hues.
  const accepted = ['#000000', '#1f4e79', '#b3261e', '#1e6b3a', '#6b5a00', '#767676', '#5a2d82', '#005f73']

  it.each(accepted)('%s becomes a variant readable on every dark surface, with dark text readable on it', (colour) => {
    expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(4.5)
    const variant = darkBrandOf(colour)
    for (const bg of ['surface', 'surface-alt']) expect(contrastRatio(variant, dark[bg] ?? '')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(dark['brand-contrast'] ?? '', variant)).toBeGreaterThanOrEqual(4.5)
  })

  it('matches the rule global.css applies', () => {
    expect(css).toMatch(/\[data-theme='dark'\] \[style\*='--brand-base'\] \{ --brand: color-mix\(in srgb, var\(--brand-base\) 40%, #fff\); \}/)
  })
})
