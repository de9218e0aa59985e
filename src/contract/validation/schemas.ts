/**
 * Which rules each product form uses, shared by the browser forms and the API
 * (the API validates every input again with these very lists, docs/spec.md §6).
 * Field names are the GraphQL input field names, so a server `FieldError.field`
 * points straight at the form control. The booking form, which needs the phone
 * rule (libphonenumber-js, ~30 KB), lives in meeting-schema.ts so no other
 * form carries that library; the ambassadors' own forms (answers, profile,
 * availability, onboarding) live in account-schemas.ts, off the public forms'
 * first load.
 */
import { NAME_MAX_CHARS, QUESTION_MAX_CHARS, QUESTION_MIN_CHARS, SIGN_IN_CODE_LENGTH, TOPIC_MAX_CHARS } from '../limits'
import type { MessageKey } from '../messages'
import { custom, email, EMAIL_MAX_LENGTH, max, min, numeric, required, validateValue } from './rules'
import type { Rule, RuleError } from './rules'

export interface FieldSpec {
  readonly rules: readonly Rule[]
  /**
   * The field's label, the `{{field}}` of its messages: a `fields.*` key of the
   * message catalogue for shared schemas (the API reads it there too), any
   * locale-file key for a form only the browser checks.
   */
  readonly labelKey: string
  /**
   * The field exists only for some answers of the form (a phone number for a
   * phone call): otherwise none of its rules run and it is not required.
   */
  readonly appliesWhen?: (values: Readonly<Record<string, unknown>>) => boolean
}

/** The rules a field has for these values: none when it does not apply to them. */
export const rulesOf = (spec: FieldSpec | undefined, values: Readonly<Record<string, unknown>>): readonly Rule[] =>
  spec === undefined || (spec.appliesWhen !== undefined && !spec.appliesWhen(values)) ? [] : spec.rules

export type FormSchema = Readonly<Record<string, FieldSpec>>

/** A failed field: what the API returns as `FieldError` (plus its message). */
export interface FieldIssue extends RuleError {
  readonly field: string
  /** REQUIRED, EMAIL, MIN, MAX, REGEX, NUMERIC, PHONE, or a domain code. */
  readonly code: string
}

const mustBeTrue = (): Rule => custom({ name: 'required', code: 'REQUIRED', messageKey: 'validation.required', test: (v) => v === true })
/** A label of the catalogue's `fields` group: the API can name every shared field in both languages. */
export type FieldLabelKey = MessageKey<'fields'>
export const field = (labelKey: FieldLabelKey, rules: readonly Rule[]): FieldSpec => ({ labelKey, rules })
export const emailField = (): FieldSpec => field('fields.email', [required(), email(), max(EMAIL_MAX_LENGTH)])
export const consentField = (): FieldSpec => field('fields.consent', [required(), mustBeTrue()])

export const questionSchema = {
  firstName: field('fields.firstName', [required(), max(NAME_MAX_CHARS)]),
  email: emailField(),
  topic: field('fields.topic', [required(), max(TOPIC_MAX_CHARS)]),
  body: field('fields.question', [required(), min(QUESTION_MIN_CHARS), max(QUESTION_MAX_CHARS)]),
  consent: consentField(),
} satisfies FormSchema

export const communityJoinSchema = {
  email: emailField(),
  consent: consentField(),
  marketingOptIn: field('fields.marketingOptIn', []),
} satisfies FormSchema

export const signInEmailSchema = { email: emailField() } satisfies FormSchema

export const signInCodeSchema = {
  email: emailField(),
  code: field('fields.code', [required(), numeric(), min(SIGN_IN_CODE_LENGTH), max(SIGN_IN_CODE_LENGTH)]),
} satisfies FormSchema

const CODES: Readonly<Record<string, string>> = {
  required: 'REQUIRED',
  email: 'EMAIL',
  min: 'MIN',
  max: 'MAX',
  regex: 'REGEX',
  numeric: 'NUMERIC',
  phone: 'PHONE',
  custom: 'INVALID',
}

/** Validates every field of `schema` in `values`; one issue per failing field. */
export function validateForm(schema: FormSchema, values: Readonly<Record<string, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = []
  for (const [name, spec] of Object.entries(schema)) {
    const error = validateValue(values[name], rulesOf(spec, values))
    if (error !== null) issues.push({ ...error, field: name, code: error.code ?? CODES[error.rule] ?? 'INVALID' })
  }
  return issues
}
