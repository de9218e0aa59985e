import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { getI18n } from '../src/i18n'
import { usePageLocale } from '../src/routing/usePageLocale'
import { ErrorBoundary } from './ErrorBoundary'

/** App-wide providers around every page and layout (pages/+Wrapper.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = usePageLocale()
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </I18nextProvider>
  )
}
