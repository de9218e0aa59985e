import type { PageContextClient } from 'vike/types'
import { addEmbeddedStrings, loadStringLoader } from '../src/i18n'
import { pageLocaleOf } from '../src/routing/usePageLocale'
import { DEFAULT_LOCALE } from '../src/contract/locale'
import { yieldToMain } from '../src/runtime/yield-to-main'
import { loadRouteMiddleware } from '../renderer/useHydrationGuard'

// Before each client render (hydration included): the strings the page needs
// in its language (from the URL when Vike renders its error page with a
// context that carries no locale). A prerendered page brings its first
// render's strings in its HTML; otherwise (client navigations; the 404 page
// in another language than its HTML's) the string loader fetches them — it
// is loaded with the client runtime after hydration, so only a page that
// needs it at hydration waits for it.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const locale = pageLocaleOf(pageContext)
  const embeddedLocale = pageContext.isHydration ? addEmbeddedStrings() : null
  const complete = embeddedLocale === locale && !(pageContext.is404 && locale !== DEFAULT_LOCALE)
  if (!complete) {
    const { loadPageStrings } = await loadStringLoader()
    await loadPageStrings(locale, pageContext.pageId, pageContext.is404 === true)
  }
  // Without a yield, hydration would run in the same task as the evaluation of every module, one long task (TBT, decision 127).
  // A page with route middleware checks its real URL as it hydrates (renderer/useHydrationGuard.ts): its middleware first.
  if (pageContext.isHydration) await Promise.all([yieldToMain(), pageContext.config.routeMiddleware?.length ? loadRouteMiddleware().catch(() => {}) : undefined])
}
