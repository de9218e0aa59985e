/**
 * Test-only: renders an area component as the page would (page context with
 * a locale, i18next, an urql client), with a client that answers every
 * query and mutation with a given result, so a component's handling of each API answer
 * can be checked without a server. (wonka is urql's stream library; urql's
 * own testing guide builds stub clients with it.)
 */
import { render, type RenderResult } from '@testing-library/react'
import { CombinedError, makeOperation, type Client, type GraphQLRequest } from '@urql/core'
import { GraphQLError } from 'graphql'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'urql'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { fromValue } from 'wonka'
import { getI18n } from '../../../i18n'
import type { Locale } from '../../../contract/locale'

export interface StubAnswer {
  readonly data?: Record<string, unknown>
  readonly error?: { code: string; extensions?: Record<string, unknown> }
}

export function stubClient(answer: (request: GraphQLRequest) => StubAnswer): Client & { calls: GraphQLRequest[] } {
  const calls: GraphQLRequest[] = []
  const execute = (request: GraphQLRequest) => {
    calls.push(request)
    const { data, error } = answer(request)
    const operation = makeOperation('mutation', request, { url: '/gql/public', requestPolicy: 'network-only' })
    const combined = error ? new CombinedError({ graphQLErrors: [new GraphQLError(error.code, { extensions: { code: error.code, ...error.extensions } })] }) : undefined
    return fromValue({ operation, data, error: combined, stale: false, hasNext: false })
  }
  // `client.query(…).toPromise()`, for components that refetch imperatively.
  const query = (query: GraphQLRequest['query'], variables: GraphQLRequest['variables']) => {
    const request = { key: calls.length, query, variables } as GraphQLRequest
    calls.push(request)
    return { toPromise: () => Promise.resolve(answer(request)) }
  }
  return { executeMutation: execute, executeQuery: execute, query, calls } as unknown as Client & { calls: GraphQLRequest[] }
}

export function renderInArea(ui: ReactElement, client: Client, locale: Locale = 'en'): RenderResult {
  const pageContext = { locale } as unknown as PageContext
  return render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <I18nextProvider i18n={getI18n(locale)}>
        <Provider value={client}>{ui}</Provider>
      </I18nextProvider>
    </VikeReactProviderPageContext>,
  )
}
