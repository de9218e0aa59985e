import { usePageContext } from 'vike-react/usePageContext'
import { DEFAULT_LOCALE, type Locale } from '../runtime/constants'
import { isLocale } from '../i18n'

/** The locale of the page being rendered (from the URL prefix). */
export function usePageLocale(): Locale {
  const pageContext = usePageContext()
  return isLocale(pageContext.locale) ? pageContext.locale : DEFAULT_LOCALE
}
