import type { PageContextClient } from 'vike/types'
import { isLocale, loadLocaleKeys } from '../src/i18n'
import { keysForPage } from '../src/i18n/page-keys'
import { DEFAULT_LOCALE } from '../src/runtime/constants'

// Before each client render (hydration included): fetch the strings the page
// needs in its language. The 404 page hydrates in English and then switches
// to the URL's language, so it gets both.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const locale = isLocale(pageContext.locale) ? pageContext.locale : DEFAULT_LOCALE
  const keys = keysForPage(pageContext.pageId)
  await Promise.all([
    loadLocaleKeys(locale, keys),
    pageContext.is404 && locale !== DEFAULT_LOCALE ? loadLocaleKeys(DEFAULT_LOCALE, keys) : undefined,
  ])
}
