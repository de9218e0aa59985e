/** DateTime (ISO 8601 instant, always emitted in UTC) and Date (YYYY-MM-DD). */
import { Kind } from 'graphql'
import type { GraphQLScalarTypeConfig, ValueNode } from 'graphql'
import { DATE_PATTERN } from '../../src/contract/validation/account-schemas'
import { badInput } from '../core/errors'
import type { ServiceError } from '../core/errors'

// Plain scalar configs (graphql-tools copies them onto the schema's types), so
// no graphql class from this module ever meets yoga's copy of graphql.
const invalid = (name: string, hint: string): ServiceError => badInput(`${name} must be ${hint}.`)
const stringLiteral = (ast: ValueNode): string | null => (ast.kind === Kind.STRING ? ast.value : null)

function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string' || value.length > 40 || !/^\d{4}-\d{2}-\d{2}T/.test(value)) throw invalid('DateTime', 'an ISO 8601 date-time string')
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw invalid('DateTime', 'an ISO 8601 date-time string')
  return date
}

export const DateTimeScalar: GraphQLScalarTypeConfig<Date, string> = {
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parseDateTime,
  parseLiteral: (ast) => {
    const value = stringLiteral(ast)
    if (value === null) throw invalid('DateTime', 'a string')
    return parseDateTime(value)
  },
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) throw invalid('Date', 'YYYY-MM-DD')
  return value
}

export const DateScalar: GraphQLScalarTypeConfig<string, string> = {
  name: 'Date',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => {
    const value = stringLiteral(ast)
    if (value === null) throw invalid('Date', 'a string')
    return parseDate(value)
  },
}
