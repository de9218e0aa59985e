/**
 * The words of a rule failure: which catalogue key it names (the API sends it
 * as `FieldError.messageKey`, the browser translates it) and its plain text.
 */
import type { Locale } from '../locale'
import { interpolate, messageText, type MessageKey } from '../messages'
import type { RuleError } from './rules'

/** The keys a rule failure can name. */
export const MESSAGE_KEYS = {
  required: 'validation.required',
  default: 'validation.default',
  min: 'validation.min',
  max: 'validation.max',
  phone: 'validation.phone',
} as const satisfies Record<string, MessageKey<'validation'>>

/** The message key that describes a failure. */
export function messageKeyFor(error: RuleError): string {
  if (error.messageKey !== undefined) return error.messageKey
  if (error.rule === 'required') return MESSAGE_KEYS.required
  // min/max on a list (e.g. "at most 10 languages") is not about characters.
  if (error.rule === 'min' || error.rule === 'max') return MESSAGE_KEYS[error.rule]
  return MESSAGE_KEYS.default
}

/** Plain text for a rule failure, with the field's label in `{{field}}`. */
export function formatRuleError(error: RuleError, options: { locale: Locale; field: string }): string {
  const template = messageText(options.locale, messageKeyFor(error)) ?? messageText(options.locale, MESSAGE_KEYS.default) ?? ''
  return interpolate(template, { ...error.params, field: options.field })
}
