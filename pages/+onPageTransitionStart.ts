import type { PageContextClient } from 'vike/types'
import { translate } from '../src/i18n'
import { setNavigationTarget } from '../src/runtime/chunk-reload'
import { startNavigationProgress } from '../src/runtime/progress-bar'
import { isUpdatePending } from '../src/runtime/update-check'

// A client navigation starts: remember its target (chunk-reload guard), show
// the slim progress bar if it takes a moment, and after a new build was
// announced turn the navigation into a full page load of the new build.
export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  const target = pageContext.urlOriginal ?? window.location.href
  setNavigationTarget(target)
  if (isUpdatePending()) {
    window.location.assign(target)
    return
  }
  startNavigationProgress(translate(pageContext.locale ?? 'en', 'app.loadingPage'))
}
