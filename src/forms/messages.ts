/**
 * Words for form problems on the client, from the very keys the server uses
 * (`messageKeyFor` of src/contract/validation/rule-messages.ts; the texts are
 * the shared catalogue's, which i18next holds too), so a message reads the same whether the browser or
 * the API caught the problem.
 */
import type { i18n as I18n } from 'i18next'
import { messageKeyFor } from '../contract/validation/rule-messages'
import type { RuleError } from '../contract/validation/rules'

/** The API's `FieldError` (server/schema.graphql). */
export interface ServerFieldError {
  readonly field: string
  readonly code: string
  readonly message: string
  readonly messageKey: string
  readonly limit?: number | null
  /** Where a SAFEGUARDING error's matches are in the text as sent (empty for other codes). */
  readonly spans?: readonly TextSpan[]
}

/** A matched part of a sent text (`FieldError.spans`): UTF-16 offsets, end exclusive. */
export interface TextSpan {
  readonly start: number
  readonly end: number
  readonly category: string
}

type Values = Readonly<Record<string, string | number>>

/** i18next's `t` with a key only known at run time (typed keys cover static ones). */
export function translateKey(i18n: I18n, key: string, values: Values = {}): string {
  return (i18n.t as unknown as (k: string, v: Values) => string)(key, values)
}

/** The message of a failed rule, with the field's label in `{{field}}` and the rule's params (min, max…). */
export function ruleErrorMessage(i18n: I18n, error: RuleError, label: string): string {
  return translateKey(i18n, messageKeyFor(error), { ...error.params, field: label })
}

/**
 * The message of a server field error: its `messageKey` translated in the
 * page's language when this build knows the key, else the server's own text
 * (already in the request's locale).
 */
export function serverErrorMessage(i18n: I18n, error: ServerFieldError, label: string): string {
  if (error.messageKey && i18n.exists(error.messageKey)) {
    const limit = error.limit ?? undefined
    const values: Record<string, string | number> = { field: label }
    if (limit !== undefined) Object.assign(values, { limit, min: limit, max: limit })
    return translateKey(i18n, error.messageKey, values)
  }
  return error.message
}

interface GraphqlErrorLike {
  readonly extensions?: Readonly<Record<string, unknown>>
}

/**
 * A sentence for a submit that threw (no answer, a 500, a rate limit): the
 * form shows it with a Retry button.
 */
export function submitErrorMessage(i18n: I18n, error: unknown): string {
  const graphQLErrors = (error as { graphQLErrors?: readonly GraphqlErrorLike[] } | null)?.graphQLErrors
  if (graphQLErrors?.some((e) => e.extensions?.code === 'RATE_LIMITED')) return i18n.t('forms.errors.rateLimited')
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return i18n.t('forms.errors.offline')
  const networkError = (error as { networkError?: unknown } | null)?.networkError
  if (networkError || error instanceof TypeError) return i18n.t('forms.errors.network')
  return i18n.t('forms.errors.unknown')
}
