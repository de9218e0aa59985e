import type { Locale } from '../contract/locale'

/** The widget's settings, read from its own <script> tag's data-* attributes. */
export type WidgetConfig = {
  origin: string
  lang: Locale
  position: 'left' | 'right'
  /** The host's `data-color` as `#rrggbb`, or null: the organization's colour as last published (WIDGET_THEME_PATH). */
  color: string | null
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i
/** Until the theme file answers (or if it cannot): the default colour's light shades (src/contract/brand-theme.ts). */
export const DEFAULT_WIDGET_THEME = { fill: '#1f4e79', onFill: '#ffffff', focus: '#1f4e79' } as const
/** Written at each build and publish from the organization's colour (scripts/build/widget-theme.ts). */
export const WIDGET_THEME_PATH = '/widget-theme.css'

/** `#abc` as `#aabbcc`. */
const sixDigits = (hex: string): string => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase()

export function readWidgetConfig(script: { src: string; dataset: Record<string, string | undefined> }): WidgetConfig {
  const { lang, position, color } = script.dataset
  return {
    origin: new URL(script.src).origin,
    lang: lang === 'fr' ? 'fr' : 'en',
    position: position === 'left' ? 'left' : 'right',
    // Only a hex colour reaches the stylesheet: nothing else can be injected into it.
    color: color && HEX_COLOR.test(color) ? sixDigits(color) : null,
  }
}

/** The stylesheet of the organization's colour, from the portal. */
export const widgetThemeUrl = (config: WidgetConfig): string => `${config.origin}${WIDGET_THEME_PATH}`

/** The portal's embeddable page in the widget's language. */
export function iframeUrl(config: WidgetConfig): string {
  return `${config.origin}${config.lang === 'fr' ? '/fr' : ''}/iframe?view=list&source=widget`
}

/** The launcher's and panel's labels (the host page's language is the widget's data-lang). */
export const WIDGET_LABELS = {
  en: { open: 'Talk to our ambassadors', close: 'Close', title: 'Our ambassadors' },
  fr: { open: 'Échangez avec nos ambassadeurs', close: 'Fermer', title: 'Nos ambassadeurs' },
} as const
