import { Suspense, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ErrorView } from '../pages/_error/ErrorView'
import { ErrorBoundary } from './ErrorBoundary'
import { useFatalError } from './fatal-error'
import { PageContentHydrated } from './PageContentHydrated'
import { useHydrationGuardFailed } from './useHydrationGuard'

/**
 * Where a layout puts the page (pages/+Layout.tsx, pages/iframe/
 * +Layout.clear.tsx). The Suspense boundary splits hydration: the layout
 * (header, navigation) first, then the page in a pass React interrupts every
 * few milliseconds, so the main thread never blocks long (Lighthouse TBT;
 * src/runtime/page-hydration.ts). Nothing above the boundary may change state
 * right after hydration: an update there makes React hydrate the whole page at
 * once, synchronously.
 */
export function PageSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PageContent>{children}</PageContent>
      <PageContentHydrated />
    </Suspense>
  )
}

// Keeps render errors of the page inside the layout, so the header stays
// usable; fatal errors raised outside React (a chunk that keeps failing) too.
function PageContent({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const guardFailed = useHydrationGuardFailed()
  const fatal = useFatalError()
  const content = guardFailed ? <ErrorView status={404} reason="guard" /> : fatal ? <ErrorView status={fatal.status} /> : children
  return <ErrorBoundary key={pageContext.urlPathname}>{content}</ErrorBoundary>
}
