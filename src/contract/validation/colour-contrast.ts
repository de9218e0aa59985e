/**
 * WCAG 2.x contrast between two `#rrggbb` colours, for the organization's
 * primary colour: the console shows the ratio live and the API refuses a
 * colour on which white text falls below the AA minimum for body text.
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

/** `#rrggbb`, either case (the API stores it lower-cased). */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/
/** WCAG AA for normal text: what white text on the primary colour needs. */
export const MIN_TEXT_CONTRAST_RATIO = 4.5
/** The text colour the site puts on the primary colour (buttons, header). */
export const TEXT_ON_PRIMARY = '#ffffff'

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX_COLOUR_PATTERN.test(value.trim())

/** sRGB channel (0–255) → linear light, per WCAG's relative luminance. */
const linear = (channel: number): number => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance (0 black … 1 white) of a `#rrggbb` colour. Throws on anything else. */
export function relativeLuminance(hex: string): number {
  const text = hex.trim()
  if (!HEX_COLOUR_PATTERN.test(text)) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const [r, g, b] = [1, 3, 5].map((at) => linear(Number.parseInt(text.slice(at, at + 2), 16))) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two `#rrggbb` colours, 1 (none) to 21 (black on white), in either order. */
export function contrastRatio(hex1: string, hex2: string): number {
  const [a, b] = [relativeLuminance(hex1), relativeLuminance(hex2)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/**
 * The ratio as people read it, rounded DOWN to two decimals: a colour at
 * 4.499:1 is refused, so it must not be shown as "4.50:1".
 */
export const displayedContrastRatio = (ratio: number): number => Math.floor(ratio * 100) / 100

/** True when white text on `hex` reaches MIN_TEXT_CONTRAST_RATIO (false for a malformed colour). */
export function hasReadableWhiteText(hex: string): boolean {
  return isHexColour(hex) && contrastRatio(TEXT_ON_PRIMARY, hex) >= MIN_TEXT_CONTRAST_RATIO
}
