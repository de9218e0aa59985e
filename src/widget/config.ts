import type { Locale } from '../contract/locale'

/** The widget's settings, read from its own <script> tag's data-* attributes. */
export type WidgetConfig = {
  origin: string
  lang: Locale
  position: 'left' | 'right'
  color: string
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i
export const DEFAULT_WIDGET_COLOR = '#1f4e79'

export function readWidgetConfig(script: { src: string; dataset: Record<string, string | undefined> }): WidgetConfig {
  const { lang, position, color } = script.dataset
  return {
    origin: new URL(script.src).origin,
    lang: lang === 'fr' ? 'fr' : 'en',
    position: position === 'left' ? 'left' : 'right',
    // Only a hex colour reaches the stylesheet: nothing else can be injected into it.
    color: color && HEX_COLOR.test(color) ? color : DEFAULT_WIDGET_COLOR,
  }
}

/** The portal's embeddable page in the widget's language. */
export function iframeUrl(config: WidgetConfig): string {
  return `${config.origin}${config.lang === 'fr' ? '/fr' : ''}/iframe?view=list&source=widget`
}

/** The launcher's and panel's labels (the host page's language is the widget's data-lang). */
export const WIDGET_LABELS = {
  en: { open: 'Talk to our ambassadors', close: 'Close', title: 'Our ambassadors' },
  fr: { open: 'Échangez avec nos ambassadeurs', close: 'Fermer', title: 'Nos ambassadeurs' },
} as const
