// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { GraphQLRequest } from '@urql/core'
import type { ReactNode } from 'react'
import { Provider } from 'urql'
import { afterEach, describe, expect, it } from 'vitest'
import { stubClient } from '../../ambassadors-area/testing/render-in-area'
import { AuditLogQuery } from '../audit/audit-operations'
import { usePagedList } from './usePagedList'

afterEach(cleanup)

const entry = (id: string) => ({
  __typename: 'AuditEntry',
  id,
  actorEmail: null,
  kind: 'settings.update',
  target: null,
  before: null,
  after: null,
  createdAt: '2026-11-23T10:00:00Z',
})
const pageAfter = (after: unknown) =>
  after === 'c1'
    ? { __typename: 'AuditEntryConnection', nodes: [entry('b')], endCursor: null, hasNextPage: false }
    : { __typename: 'AuditEntryConnection', nodes: [entry('a')], endCursor: 'c1', hasNextPage: true }

describe('usePagedList', () => {
  it('appends the next page after the first, then says there is no more', async () => {
    const client = stubClient((request: GraphQLRequest) => ({ data: { auditLog: pageAfter(request.variables?.after) } }))
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>
    const variables = { first: 1, actorEmail: null, kind: null }
    const { result } = renderHook(() => usePagedList(AuditLogQuery, variables, 'AuditEntry', (data) => data?.auditLog), { wrapper })
    await waitFor(() => expect(result.current.nodes.map((n) => n.id)).toEqual(['a']))
    expect(result.current.hasNextPage).toBe(true)
    await act(() => result.current.loadMore())
    expect(result.current.nodes.map((n) => n.id)).toEqual(['a', 'b'])
    expect(result.current.hasNextPage).toBe(false)
    expect(result.current.moreFailed).toBe(false)
  })

  it('says a next page failed, and keeps the first', async () => {
    const client = stubClient((request: GraphQLRequest) => (request.variables?.after ? { error: { code: 'INTERNAL' } } : { data: { auditLog: pageAfter(null) } }))
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>
    const variables = { first: 1, actorEmail: null, kind: null }
    const { result } = renderHook(() => usePagedList(AuditLogQuery, variables, 'AuditEntry', (data) => data?.auditLog), { wrapper })
    await waitFor(() => expect(result.current.first).not.toBeNull())
    await act(() => result.current.loadMore())
    expect(result.current.moreFailed).toBe(true)
    expect(result.current.nodes.map((n) => n.id)).toEqual(['a'])
  })
})
