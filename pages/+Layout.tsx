import { Suspense, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { renderInLayout } from '../layouts/registry'
import { ErrorBoundary } from '../renderer/ErrorBoundary'
import { useFatalError } from '../renderer/fatal-error'
import { PageContentHydrated } from '../renderer/PageContentHydrated'
import { useHydrationGuardFailed } from '../renderer/useHydrationGuard'
import { ErrorView } from './_error/ErrorView'
import '../src/styles/global.css'

// Picks the page's named layout ('default' unless the page names another).
// The Suspense boundary splits hydration: the layout (header, navigation)
// first, then the page in a pass React interrupts every few milliseconds, so
// the main thread never blocks long (Lighthouse TBT; src/runtime/page-hydration.ts).
// Nothing above the boundary may change state right after hydration: an
// update there makes React hydrate the whole page at once, synchronously.
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  return renderInLayout(
    pageContext.config.layout,
    <Suspense fallback={null}>
      <PageContent>{children}</PageContent>
      <PageContentHydrated />
    </Suspense>,
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
