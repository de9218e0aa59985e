import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { DEFAULT_LOCALE, type Locale } from '../runtime/constants'
import { isLocale } from '../i18n'

/** The locale of the page being rendered (from the URL prefix). */
export function usePageLocale(): Locale {
  const pageContext = usePageContext()
  const hydrated = useHydrated()
  // 404.html is prerendered once, in English: hydrate it as such, then switch
  // to the language of the requested URL (/fr/…) without a hydration mismatch.
  if (pageContext.is404 && !hydrated) return DEFAULT_LOCALE
  return isLocale(pageContext.locale) ? pageContext.locale : DEFAULT_LOCALE
}
