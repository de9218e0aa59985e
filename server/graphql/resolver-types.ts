/** Resolver typing without code generation: each resolver names its parent and args. */
import type { GraphQLScalarTypeConfig } from 'graphql'
import type { Locale } from '../../src/contract/locale'
import type { ApiContext } from './context'

export type Resolver<P, A, R> = (parent: P, args: A, ctx: ApiContext) => R | Promise<R>

/** A custom scalar given as its config (see scalars.ts). */
export type ScalarConfig = Pick<GraphQLScalarTypeConfig<unknown, unknown>, 'name'> & { serialize?: unknown; parseValue?: unknown; parseLiteral?: unknown }

/** A Subscription field: the event stream, and the payload made of each event. */
export interface SubscriptionField {
  readonly subscribe: Resolver<never, never, AsyncIterable<unknown>>
  readonly resolve: Resolver<never, never, unknown>
}

/** A map of type name → field resolvers (or a scalar implementation). */
export type ResolverMap = Record<string, Record<string, Resolver<never, never, unknown> | SubscriptionField> | ScalarConfig>

export interface LocaleArg {
  readonly locale: Locale
}
