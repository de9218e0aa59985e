/**
 * One theme from the organization's colour (issue 34, decision 148): from any
 * `#rrggbb` staff pick, the shades each theme uses, each moved in lightness
 * (same hue and saturation) until it passes WCAG AA against what it sits on:
 * text ≥ 4.5:1, user-interface parts ≥ 3:1. The page head writes them once as
 * custom properties on <html> (brandThemeCss), so every page, the
 * ambassadors area, the console and /iframe share them; the widget and the
 * e-mails take the same shades.
 */
import { contrastRatio, HEX_COLOR_PATTERN, lightnessOf, mix, withLightness } from './colour'

export const DEFAULT_BRAND_COLOR = '#1f4e79'
export const TEXT_CONTRAST = 4.5
export const UI_CONTRAST = 3

export type ThemeName = 'light' | 'dark'

/** What each theme's shades are checked against: global.css's --surface and --surface-alt, --selected-bg (a chosen card: brand text sits on it) and --text. */
export const THEME_PAGES: Record<ThemeName, { readonly surfaces: readonly string[]; readonly selected: string; readonly text: string }> = {
  light: { surfaces: ['#ffffff', '#f4f6fa'], selected: '#e8eef6', text: '#1d2330' },
  dark: { surfaces: ['#12161f', '#1b2130'], selected: '#1f2b3f', text: '#e7eaf0' },
}

/** Text on a filled shade is white or near-black, whichever reads better. */
const ON_FILL_CANDIDATES = ['#ffffff', '#12161f'] as const

export type BrandShades = {
  /** Links and brand-coloured text or lines on the page background and a chosen card (≥ 4.5:1). */
  readonly text: string
  /** Buttons, badges, the header band: ≥ 3:1 on the page, with onFill on it ≥ 4.5:1. */
  readonly fill: string
  readonly fillHover: string
  readonly fillPressed: string
  readonly onFill: string
  /** The focus ring, drawn on the page background (≥ 3:1; it is the text shade). */
  readonly focus: string
  /** A tinted background on which the page's text and `text` stay ≥ 4.5:1. */
  readonly tint: string
}

export type BrandTheme = Record<ThemeName, BrandShades>

const LIGHTNESS_STEP = 0.01
const HOVER_SHIFT = 0.07
const PRESSED_SHIFT = 0.14
const TINT_WEIGHT = 0.12

const onAll = (colour: string, backgrounds: readonly string[], min: number): boolean => backgrounds.every((b) => contrastRatio(colour, b) >= min)

const bestTextOn = (fill: string): string => ON_FILL_CANDIDATES.reduce((best, candidate) => (contrastRatio(candidate, fill) > contrastRatio(best, fill) ? candidate : best))

/**
 * The colour itself if it passes, else the first lightness towards the
 * page's opposite (darker on light pages, lighter on dark) that does; black
 * or white at the end of the way pass every check here, so it always ends.
 */
function adjust(colour: string, theme: ThemeName, passes: (candidate: string) => boolean): string {
  const direction = theme === 'light' ? -1 : 1
  const start = lightnessOf(colour)
  for (let step = 0; step * LIGHTNESS_STEP <= 1; step += 1) {
    const candidate = step === 0 ? colour : withLightness(colour, start + direction * step * LIGHTNESS_STEP)
    if (passes(candidate)) return candidate
  }
  return theme === 'light' ? '#000000' : '#ffffff'
}

/**
 * A hover or pressed shade: further from its text, else nearer, by the whole
 * shift or less — the first not already taken that keeps ≥ 3:1 on the page
 * and its text ≥ 4.5:1 (a fill at its limit has room on one side only); the
 * last shade taken when none does.
 */
function stateShade(fill: string, onFill: string, shift: number, surfaces: readonly string[], taken: readonly string[]): string {
  const away = onFill === '#ffffff' ? -1 : 1
  const lightness = lightnessOf(fill)
  for (let amount = shift; amount > LIGHTNESS_STEP; amount -= 2 * LIGHTNESS_STEP) {
    for (const direction of [away, -away]) {
      const candidate = withLightness(fill, lightness + direction * amount)
      if (!taken.includes(candidate) && onAll(candidate, surfaces, UI_CONTRAST) && contrastRatio(onFill, candidate) >= TEXT_CONTRAST) return candidate
    }
  }
  return taken[taken.length - 1] ?? fill
}

function tintOf(fill: string, text: string, theme: ThemeName): string {
  const { surfaces, text: pageText } = THEME_PAGES[theme]
  const surface = surfaces[0] ?? '#ffffff'
  for (let weight = TINT_WEIGHT; weight > 0; weight -= LIGHTNESS_STEP) {
    const tint = mix(fill, surface, weight)
    if (onAll(tint, [pageText, text], TEXT_CONTRAST)) return tint
  }
  return surface
}

function shadesFor(colour: string, theme: ThemeName): BrandShades {
  const { surfaces, selected } = THEME_PAGES[theme]
  const text = adjust(colour, theme, (c) => onAll(c, [...surfaces, selected], TEXT_CONTRAST))
  const fill = adjust(colour, theme, (c) => onAll(c, surfaces, UI_CONTRAST) && contrastRatio(bestTextOn(c), c) >= TEXT_CONTRAST)
  const onFill = bestTextOn(fill)
  const fillHover = stateShade(fill, onFill, HOVER_SHIFT, surfaces, [fill])
  return {
    text,
    fill,
    fillHover,
    fillPressed: stateShade(fill, onFill, PRESSED_SHIFT, surfaces, [fill, fillHover]),
    onFill,
    focus: text,
    tint: tintOf(fill, text, theme),
  }
}

/** Both themes' shades of a colour; anything but `#rrggbb` gives the default colour's. */
export function brandTheme(colour: string | null | undefined): BrandTheme {
  const base = colour && HEX_COLOR_PATTERN.test(colour) ? colour.toLowerCase() : DEFAULT_BRAND_COLOR
  return { light: shadesFor(base, 'light'), dark: shadesFor(base, 'dark') }
}

/** The custom properties the stylesheets read (global.css holds the default colour's as a fallback). */
export const BRAND_PROPERTIES: Record<keyof BrandShades, string> = {
  text: '--brand',
  fill: '--brand-fill',
  fillHover: '--brand-fill-hover',
  fillPressed: '--brand-fill-pressed',
  onFill: '--brand-contrast',
  focus: '--focus',
  tint: '--brand-tint',
}

const declarations = (shades: BrandShades): string => (Object.keys(BRAND_PROPERTIES) as (keyof BrandShades)[]).map((key) => `${BRAND_PROPERTIES[key]}:${shades[key]}`).join(';')

/**
 * The <style> text of the page head: `html:root` outranks global.css's
 * `:root` defaults whatever their order, and the dark block follows the
 * `data-theme` the no-flash script sets (src/contract/theme.ts). Only hex
 * colours reach it: nothing else can be injected.
 */
export function brandThemeCss(colour: string | null | undefined): string {
  const theme = brandTheme(colour)
  return `html:root{${declarations(theme.light)}}html:root[data-theme=dark]{${declarations(theme.dark)}}`
}
