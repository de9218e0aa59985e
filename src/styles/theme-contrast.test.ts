import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRAND_PROPERTIES, brandTheme, DEFAULT_BRAND_COLOR } from '../contract/brand-theme'
import { contrastRatio } from '../contract/colour'

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

describe("the organization's colour (src/contract/brand-theme.ts)", () => {
  // The page head writes any colour's shades over these; a page without it shows the default colour's, as derived.
  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)("global.css holds the default colour's %s shades", (name, tokens) => {
    const shades = brandTheme(DEFAULT_BRAND_COLOR)[name]
    for (const [key, property] of Object.entries(BRAND_PROPERTIES)) expect(tokens[property.slice(2)], property).toBe(shades[key as keyof typeof shades])
  })
})
