/** Resolver typing without code generation: each resolver names its parent and args. */
import type { GraphQLScalarTypeConfig } from 'graphql'
import type { Locale } from '../../src/contract/locale'
import type { AppContext } from './context'
import { badInput } from './errors'

export type Resolver<P, A, R> = (parent: P, args: A, ctx: AppContext) => R | Promise<R>

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

export const pickLocale = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

/** Validates a page size against the API's maximum (an error, not a silent clamp). */
export function pageSize(first: number | null | undefined, fallback: number, max: number): number {
  const size = first ?? fallback
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw badInput(`\`first\` must be an integer from 1 to ${max}.`)
  }
  return size
}
