import 'i18next'
import type en from '../../locales/en.json'
import type { BrowserMessages } from '../contract/messages'

// Typed keys: t('pages.community.title') is checked against the English file
// and the shared catalogue's browser groups (t('fields.email')); the
// locale-parity test keeps fr.json in step with en.json, TypeScript the
// catalogue's French with its English.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en & BrowserMessages }
  }
}
