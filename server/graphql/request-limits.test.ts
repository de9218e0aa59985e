import { createSchema, createYoga } from 'graphql-yoga'
import { describe, expect, it } from 'vitest'
import { executionTimeLimitPlugin } from './request-limits'

describe('executionTimeLimitPlugin', () => {
  it('answers QUERY_TIMEOUT when execution runs past the limit, and leaves quick queries alone', async () => {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { slow: String quick: String }',
        resolvers: { Query: { slow: () => new Promise((resolve) => setTimeout(() => resolve('late'), 1000)), quick: () => 'now' } },
      }),
      plugins: [executionTimeLimitPlugin(50)],
      logging: false,
    })
    const ask = async (query: string) =>
      (await yoga.fetch('http://yoga/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json() as Promise<{
        data?: unknown
        errors?: { extensions: { code: string } }[]
      }>
    expect((await ask('{ slow }')).errors?.[0]?.extensions.code).toBe('QUERY_TIMEOUT')
    expect((await ask('{ quick }')).data).toEqual({ quick: 'now' })
  })
})
