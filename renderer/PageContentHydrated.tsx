import { useEffect } from 'react'
import { markPageContentHydrated } from '../src/runtime/page-hydration'

/** Placed last inside the page's Suspense boundary: its effect runs when the page's content has hydrated. */
export function PageContentHydrated() {
  useEffect(markPageContentHydrated, [])
  return null
}
