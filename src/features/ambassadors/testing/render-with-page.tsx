import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider, type Client } from 'urql'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { getI18n } from '../../../i18n'
import type { Locale } from '../../../contract/locale'

/** Test-only: render UI inside the providers a page has (page context, i18n, an urql client). */
export function renderWithPage(ui: ReactElement, { locale = 'en', client, urlPathname = '/' }: { locale?: Locale; client: Client; urlPathname?: string }) {
  const pageContext = { locale, urlPathname, urlOriginal: urlPathname } as unknown as PageContext
  return render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <I18nextProvider i18n={getI18n(locale)}>
        <Provider value={client}>{ui}</Provider>
      </I18nextProvider>
    </VikeReactProviderPageContext>,
  )
}
