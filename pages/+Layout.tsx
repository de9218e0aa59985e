import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { renderInLayout } from '../layouts/registry'
import { ErrorBoundary } from '../renderer/ErrorBoundary'
import { useFatalError } from '../renderer/fatal-error'
import { useHydrationGuardFailed } from '../renderer/useHydrationGuard'
import { ErrorView } from './_error/ErrorView'
import '../src/styles/global.css'

// Picks the page's named layout ('default' unless the page names another) and
// keeps render errors of the page inside it, so the header stays usable;
// fatal errors raised outside React (a chunk that keeps failing) too.
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const guardFailed = useHydrationGuardFailed()
  const fatal = useFatalError()
  const content = guardFailed ? <ErrorView status={404} reason="guard" /> : fatal ? <ErrorView status={fatal.status} /> : children
  return renderInLayout(pageContext.config.layout, <ErrorBoundary key={pageContext.urlPathname}>{content}</ErrorBoundary>)
}
