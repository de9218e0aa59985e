import type { PageContextClient } from 'vike/types'
import { loadLocaleKeys } from '../src/i18n'
import { keysForPage } from '../src/i18n/page-keys'
import { pageLocaleOf } from '../src/routing/usePageLocale'
import { DEFAULT_LOCALE } from '../src/contract/locale'
import { yieldToMain } from '../src/runtime/yield-to-main'

// Before each client render (hydration included): fetch the strings the page
// needs in its language (from the URL when Vike renders its error page with a
// context that carries no locale). The 404 page hydrates in English and then
// switches to the URL's language, so it gets both.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const locale = pageLocaleOf(pageContext)
  const keys = keysForPage(pageContext.pageId)
  await Promise.all([loadLocaleKeys(locale, keys), pageContext.is404 && locale !== DEFAULT_LOCALE ? loadLocaleKeys(DEFAULT_LOCALE, keys) : undefined])
  // A prerendered page's strings are in its HTML (no fetch to wait for): without a yield, hydration
  // would run in the same task as the evaluation of every module, one long task (TBT, decision 127).
  if (pageContext.isHydration) await yieldToMain()
}
