import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useHydrated } from 'vike-react/useHydrated'
import { getI18n } from '../src/i18n'
import { usePageLocale } from '../src/routing/usePageLocale'
import { ErrorBoundary } from './ErrorBoundary'

// The toast regions and the new-version prompt arrive right after hydration,
// outside the first-load bundle. One that cannot load (offline, a removed
// deploy) is left out: the page must not fall to the error view for them.
const nothing: { default: ComponentType } = { default: () => null }
const Toaster = lazy(() =>
  import('../src/components/toast/Toaster').then(
    (m) => ({ default: m.Toaster }),
    () => nothing,
  ),
)
const UpdatePrompt = lazy(() =>
  import('../src/components/UpdatePrompt').then(
    (m) => ({ default: m.UpdatePrompt }),
    () => nothing,
  ),
)

/**
 * App-wide providers around every page and layout (pages/+Wrapper.tsx). The
 * GraphQL client is provided to the pages that need it from their first render
 * (pages/(graphql)/+Wrapper.tsx → renderer/GraphqlProvider.tsx) so the home
 * page can leave urql out of its first load.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = usePageLocale()
  const i18n = getI18n(locale)
  const hydrated = useHydrated()
  useEffect(() => {
    // vike-react sets <html lang> on navigation; the 404 page switches language after hydration.
    document.documentElement.lang = locale
  }, [locale])
  return (
    <I18nextProvider i18n={i18n}>
      <>
        <ErrorBoundary>{children}</ErrorBoundary>
        {hydrated ? (
          <Suspense fallback={null}>
            <Toaster />
            <UpdatePrompt />
          </Suspense>
        ) : null}
      </>
    </I18nextProvider>
  )
}
