import { initGraphQLTada } from 'gql.tada'
import type { introspection } from './graphql-env.d.ts'

/**
 * `graphql()` types every operation from server/schema.graphql (the contract):
 * `npm run typecheck` regenerates graphql-env.d.ts from it, so a query that
 * drifts from the schema fails the typecheck.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection
  scalars: { DateTime: string; Date: string; ID: string; File: File }
}>()

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada'
export { readFragment } from 'gql.tada'
