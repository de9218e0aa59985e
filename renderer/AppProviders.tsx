import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { useHydrated } from 'vike-react/useHydrated'
import { showToast } from '../src/components/toast/toast-store'
import { setNetworkErrorNotifier } from '../src/graphql/error-hook'
import { getI18n } from '../src/i18n'
import { usePageLocale } from '../src/routing/usePageLocale'
import { ErrorBoundary } from './ErrorBoundary'
import { UpdatePrompt } from './UpdatePrompt'

// The toast regions arrive right after hydration, outside the first-load bundle.
const Toaster = lazy(() => import('../src/components/toast/Toaster').then((m) => ({ default: m.Toaster })))

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
  useEffect(() => {
    setNetworkErrorNotifier((retry) => showToast({ message: i18n.t('toast.network'), tone: 'error', action: { label: i18n.t('toast.retry'), onAction: retry } }))
    return () => setNetworkErrorNotifier(undefined)
  }, [i18n])
  return (
    <I18nextProvider i18n={i18n}>
      <>
        <ErrorBoundary>{children}</ErrorBoundary>
        <UpdatePrompt />
        {hydrated ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </>
    </I18nextProvider>
  )
}
