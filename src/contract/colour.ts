/**
 * `#rrggbb` colours as WCAG 2.x measures them, and their HSL lightness, which
 * the organization's theme moves (src/contract/brand-theme.ts). Pure
 * arithmetic: the page head, the build scripts, the widget and the API share it.
 */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i

type Rgb = readonly [number, number, number]
type Hsl = readonly [number, number, number]

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as unknown as Rgb

const hexOf = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

function hslOf(hex: string): Hsl {
  const [r, g, b] = rgbOf(hex)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return [0, 0, l]
  const s = d / (1 - Math.abs(2 * l - 1))
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return [h * 60, s, l]
}

function hexOfHsl([h, s, l]: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const sector = Math.floor(h / 60) % 6
  const [r, g, b]: Rgb = [[c, x, 0] as const, [x, c, 0] as const, [0, c, x] as const, [0, x, c] as const, [x, 0, c] as const, [c, 0, x] as const][sector] ?? [c, x, 0]
  return hexOf([r + m, g + m, b + m])
}

/** The colour's HSL lightness, 0–1. */
export const lightnessOf = (hex: string): number => hslOf(hex)[2]

/** The same hue and saturation at another HSL lightness (clamped to 0–1). */
export function withLightness(hex: string, lightness: number): string {
  const [h, s] = hslOf(hex)
  return hexOfHsl([h, s, Math.min(1, Math.max(0, lightness))])
}

/** `weight` of `hex` over `base`, per sRGB channel, like CSS `color-mix(in srgb, hex weight, base)`. */
export function mix(hex: string, base: string, weight: number): string {
  const a = rgbOf(hex)
  const b = rgbOf(base)
  return hexOf([0, 1, 2].map((i) => (a[i] ?? 0) * weight + (b[i] ?? 0) * (1 - weight)) as unknown as Rgb)
}
