/**
 * A service's refusal (server/core/errors.ts) as the GraphQL error the
 * client reads: the message and `extensions.code` (with any other
 * extensions the service gave), at the field or variable where it happened.
 * Built with yoga's `createGraphQLError`, so the class is the very one
 * yoga's masking recognises (graphql ships CJS and ESM builds).
 */
import { createGraphQLError } from 'graphql-yoga'
import type { GraphQLError } from 'graphql'
import type { ServiceError } from '../core/errors'

const isGraphqlError = (error: unknown): error is GraphQLError => error instanceof Error && 'path' in error && 'locations' in error

export function asGraphqlError(error: unknown, refusal: ServiceError): GraphQLError {
  if (!isGraphqlError(error)) return createGraphQLError(refusal.message, { extensions: { ...refusal.extensions } })
  // graphql-js prefixes a variable's coercion error with where it happened: that message is kept.
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, ...refusal.extensions },
  })
}
