import type { PageContextClient } from 'vike/types'
import { navigationStarted } from '../src/runtime/navigation-hooks'

export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  navigationStarted(pageContext.urlOriginal ?? window.location.href)
}
