import { useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { DEFAULT_LOCALE, type Locale } from '../contract/locale'
import { isLocale } from '../contract/locale'
import { splitLocale } from './locale-url'

/**
 * The page's locale; when Vike renders its error page in the browser (a page
 * chunk that keeps failing) the context carries none: read the URL prefix.
 */
export function pageLocaleOf(pageContext: Pick<PageContext, 'locale' | 'urlOriginal'>): Locale {
  if (isLocale(pageContext.locale)) return pageContext.locale
  return pageContext.urlOriginal ? splitLocale(new URL(pageContext.urlOriginal, 'http://x').pathname).locale : DEFAULT_LOCALE
}

const noSubscription = () => () => {}
const afterHydration = () => true

/** The locale of the page being rendered (from the URL prefix). */
export function usePageLocale(): Locale {
  const pageContext = usePageContext()
  const is404 = pageContext.is404 === true
  // 404.html is prerendered once, in English: hydrate it as such, then switch
  // to the language of the requested URL (/fr/…) without a hydration mismatch.
  // Other pages say "hydrated" from the start: a server value that differs
  // from the client's makes React re-render every component using it right
  // after hydration (every link and card: a second long task).
  const hydrated = useSyncExternalStore(noSubscription, afterHydration, () => !is404)
  if (is404 && !hydrated) return DEFAULT_LOCALE
  return pageLocaleOf(pageContext)
}
