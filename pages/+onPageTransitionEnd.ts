import { setNavigationTarget } from '../src/runtime/chunk-reload'
import { doneNavigationProgress } from '../src/runtime/progress-bar'

export function onPageTransitionEnd() {
  doneNavigationProgress()
  setNavigationTarget(null)
}
