/** Test-only helpers: render inside the app's i18next instance of a locale. */
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { getI18n } from '../i18n'
import type { Locale } from '../contract/locale'

export function withLocale(locale: Locale) {
  return function LocaleWrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={getI18n(locale)}>{children}</I18nextProvider>
  }
}
