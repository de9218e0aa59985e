// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Client, gql, makeErrorResult, makeResult, type Exchange, type Operation, type OperationResult } from '@urql/core'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'urql'
import { afterEach, describe, expect, it } from 'vitest'
import { filter, fromPromise, mergeMap, pipe } from 'wonka'
import en from '../../locales/en.json'
import { LoadingStatus } from '../components/LoadingStatus'
import { QueryError } from '../components/QueryError'
import { getI18n } from '../i18n'
import { useBrowserQuery } from './useBrowserQuery'

afterEach(cleanup)

const CountQuery = gql<{ count: number }, Record<string, never>>('query Count { count }')

/** A client whose every query waits until the test answers it (no cache: each Retry reaches "the network"). */
function controlledClient() {
  const pending: Array<(answer: (operation: Operation) => OperationResult) => void> = []
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query'),
      mergeMap((operation) => fromPromise(new Promise<OperationResult>((resolve) => pending.push((answer) => resolve(answer(operation)))))),
    )
  const client = new Client({ url: '/gql/public', exchanges: [exchange] })
  const answerNext = async (answer: (operation: Operation) => OperationResult) => {
    const next = pending.shift()
    if (!next) throw new Error('no query is waiting')
    // eslint-disable-next-line @typescript-eslint/require-await -- async act on purpose: React then flushes the work the update started
    await act(async () => next(answer))
  }
  return {
    client,
    succeed: (count: number) => answerNext((operation) => makeResult(operation, { data: { count } })),
    fail: () => answerNext((operation) => makeErrorResult(operation, new Error('connection refused'))),
  }
}

/** The idiom every section follows: error → QueryError, nothing yet → LoadingStatus, else the data. */
function Count() {
  const query = useBrowserQuery(CountQuery, {})
  if (query.status === 'error') return <QueryError onRetry={query.refresh} />
  if (!query.data) return <LoadingStatus />
  return (
    <>
      <p>Count: {query.data.count}</p>
      <p>{query.status}</p>
      <button type="button" onClick={query.refresh}>
        Refresh
      </button>
    </>
  )
}

function renderCount(client: Client) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={getI18n('en')}>
      <Provider value={client}>{children}</Provider>
    </I18nextProvider>
  )
  render(<Count />, { wrapper })
}

describe('useBrowserQuery (urql through async-data)', () => {
  it('pending → success; a failed refresh shows the error with Retry and no stale data; Retry recovers', async () => {
    const user = userEvent.setup()
    const api = controlledClient()
    renderCount(api.client)
    expect(screen.getByRole('status').textContent).toBe(en.app.loading)

    await api.succeed(1)
    expect(screen.getByText('Count: 1')).toBeTruthy()
    expect(screen.getByText('success')).toBeTruthy()

    // A refresh keeps the current answer on screen while it is pending…
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(screen.getByText('Count: 1')).toBeTruthy()
    expect(screen.getByText('pending')).toBeTruthy()

    // …and when it fails, the answer is gone: the error state and Retry instead.
    await api.fail()
    expect(screen.getByRole('alert').textContent).toContain(en.app.loadError)
    expect(screen.queryByText('Count: 1')).toBeNull()

    await user.click(screen.getByRole('button', { name: en.app.retry }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(en.app.loading)
    expect(screen.queryByText('Count: 1')).toBeNull()

    await api.succeed(2)
    expect(screen.getByText('Count: 2')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
