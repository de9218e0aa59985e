import { describe, expect, it } from 'vitest'
import { brandTheme, brandThemeCss, DEFAULT_BRAND_COLOR, TEXT_CONTRAST, THEME_PAGES, UI_CONTRAST, type ThemeName } from './brand-theme'
import { contrastRatio, lightnessOf } from './colour'

// Colours staff might pick, the hard ones included: pale and bright yellows,
// white, black, mid grey (neither white nor black text reaches 7:1 on it),
// pure green, and the demo's navy.
const PICKS = ['#1f4e79', '#fff59d', '#ffeb3b', '#ffffff', '#000000', '#808080', '#00ff00', '#ff0000', '#0b3d5c', '#5b2a86', '#e0f7fa']
const THEMES: ThemeName[] = ['light', 'dark']

describe.each(THEMES)('the %s theme of any colour', (themeName) => {
  const { surfaces, selected, text: pageText } = THEME_PAGES[themeName]

  it.each(PICKS)('%s: every shade passes WCAG AA against what it sits on', (pick) => {
    const shades = brandTheme(pick)[themeName]
    for (const surface of surfaces) {
      expect(contrastRatio(shades.text, surface), `text on ${surface}`).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrastRatio(shades.focus, surface), `focus ring on ${surface}`).toBeGreaterThanOrEqual(UI_CONTRAST)
      for (const fill of [shades.fill, shades.fillHover, shades.fillPressed]) expect(contrastRatio(fill, surface), `${fill} on ${surface}`).toBeGreaterThanOrEqual(UI_CONTRAST)
    }
    for (const fill of [shades.fill, shades.fillHover, shades.fillPressed]) expect(contrastRatio(shades.onFill, fill), `text on ${fill}`).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastRatio(pageText, shades.tint)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastRatio(shades.text, shades.tint)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastRatio(shades.text, selected), 'text on a chosen card').toBeGreaterThanOrEqual(TEXT_CONTRAST)
  })

  it.each(PICKS)('%s: hover and pressed differ from the resting fill', (pick) => {
    const { fill, fillHover, fillPressed } = brandTheme(pick)[themeName]
    expect(fillHover).not.toBe(fill)
    expect(fillPressed).not.toBe(fill)
  })
})

describe('brandTheme', () => {
  it('keeps a colour that already passes as it is: the demo navy fills light buttons with white text', () => {
    const { light } = brandTheme('#1f4e79')
    expect(light).toMatchObject({ text: '#1f4e79', fill: '#1f4e79', onFill: '#ffffff', focus: '#1f4e79' })
  })

  it('darkens a pale yellow on light pages and keeps it on dark ones, with dark text on it', () => {
    const { light, dark } = brandTheme('#fff59d')
    expect(lightnessOf(light.text)).toBeLessThan(lightnessOf('#fff59d'))
    expect(light.onFill).toBe('#12161f')
    expect(dark.fill).toBe('#fff59d')
    expect(dark.onFill).toBe('#12161f')
  })

  it('lightens a dark colour on dark pages', () => {
    const { dark } = brandTheme('#0b3d5c')
    expect(lightnessOf(dark.text)).toBeGreaterThan(lightnessOf('#0b3d5c'))
  })

  it('gives the default colour for anything but #rrggbb, in any case', () => {
    expect(brandTheme('red')).toEqual(brandTheme(DEFAULT_BRAND_COLOR))
    expect(brandTheme(null)).toEqual(brandTheme(DEFAULT_BRAND_COLOR))
    expect(brandTheme('#1F4E79')).toEqual(brandTheme('#1f4e79'))
  })
})

describe('brandThemeCss', () => {
  it('writes both themes as custom properties on <html>, the dark one under data-theme', () => {
    const css = brandThemeCss('#fff59d')
    const { light, dark } = brandTheme('#fff59d')
    expect(css).toMatch(new RegExp(`^html:root\\{--brand:${light.text};--brand-fill:${light.fill};`))
    expect(css).toContain(`html:root[data-theme=dark]{--brand:${dark.text};`)
    expect(css).toContain(`--brand-contrast:${dark.onFill};--focus:${dark.focus};--brand-tint:${dark.tint}}`)
  })

  it('cannot carry anything but colours into the page', () => {
    expect(brandThemeCss('#000000}</style><script>alert(1)</script>')).toBe(brandThemeCss(DEFAULT_BRAND_COLOR))
  })
})
