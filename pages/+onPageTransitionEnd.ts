import { navigationEnded } from '../src/runtime/navigation-hooks'

export function onPageTransitionEnd() {
  navigationEnded()
}
