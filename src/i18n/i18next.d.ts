import 'i18next'
import type en from '../../locales/en.json'

// Typed keys: t('pages.community.title') is checked against the English file,
// and the locale-parity test keeps fr.json in step with it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}
