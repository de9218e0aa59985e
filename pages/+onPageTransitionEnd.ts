import { setNavigationTarget } from '../src/runtime/chunk-reload'
import { doneNavigationProgress } from '../src/runtime/progress-bar'
import { scrollToHash } from '../src/runtime/scroll'
import { track } from '../src/features/analytics/track'

export function onPageTransitionEnd() {
  doneNavigationProgress()
  setNavigationTarget(null)
  track('page_view')
  // Vike scrolls to the hash at once; a target rendered late (data) is scrolled to when it appears.
  if (window.location.hash) void scrollToHash(window.location.hash)
}
