/** DateTime (ISO 8601 instant, always emitted in UTC) and Date (YYYY-MM-DD). */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'
import { DATE_PATTERN } from '../../src/forms/schemas'

const invalid = (name: string, hint: string): GraphQLError =>
  new GraphQLError(`${name} must be ${hint}.`, { extensions: { code: 'BAD_USER_INPUT' } })

function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string' || value.length > 40 || !/^\d{4}-\d{2}-\d{2}T/.test(value)) throw invalid('DateTime', 'an ISO 8601 date-time string')
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw invalid('DateTime', 'an ISO 8601 date-time string')
  return date
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parseDateTime,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalid('DateTime', 'a string')
    return parseDateTime(ast.value)
  },
})

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) throw invalid('Date', 'YYYY-MM-DD')
  return value
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalid('Date', 'a string')
    return parseDate(ast.value)
  },
})
