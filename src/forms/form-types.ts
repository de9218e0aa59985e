/**
 * The shapes of a form (values, state, options) and of the store behind
 * `useForm` (form-store.ts), apart from its logic so both stay small.
 */
import type { ServerFieldError } from './messages'
import type { Rule, RuleError } from '../contract/validation/rules'
import type { FormSchema } from '../contract/validation/schemas'

export type Trigger = 'blur' | 'change' | 'input' | 'update'
export type FormValues = Record<string, unknown>
export type FieldName<V extends FormValues> = keyof V & string

export interface SubmitContext {
  /** True when `retry()` resends the values of the attempt that failed. */
  readonly isRetry: boolean
  /** 1 for the first attempt of these values, 2 for their first retry… */
  readonly attempt: number
}

/** What a submit handler may return: the mutation payload's `fieldErrors`. */
export interface SubmitResult {
  readonly fieldErrors?: readonly ServerFieldError[] | null
}

export type SubmitHandler<V extends FormValues, R = unknown> = (values: V, context: SubmitContext) => Promise<R> | R

export type FormStatus = 'idle' | 'submitting' | 'invalid' | 'failed' | 'succeeded'

export interface FormState<V extends FormValues> {
  readonly values: V
  /** Client validation results: absent = not validated yet, null = valid. */
  readonly errors: Readonly<Record<string, RuleError | null>>
  /** Server errors of known fields, until the field is edited. */
  readonly serverErrors: Readonly<Record<string, ServerFieldError>>
  /** Server errors of fields this form does not have. */
  readonly formErrors: readonly ServerFieldError[]
  readonly touched: Readonly<Record<string, true>>
  readonly submitAttempted: boolean
  readonly status: FormStatus
  /** What the last submit threw (network failure, 500…), or null. */
  readonly submitError: unknown
  /** True once a stored draft filled at least one field. */
  readonly draftRestored: boolean
  /** Bumped when a submit ends with problems: the view moves focus once it has rendered them. */
  readonly focusRequest: number
}

export interface FormStoreOptions<V extends FormValues, R = unknown> {
  readonly initialValues: V
  /** Rules per field (src/contract/validation/schemas.ts). Fields without a spec have no rules. */
  readonly schema?: FormSchema
  readonly onSubmit?: SubmitHandler<V, R>
  /** After a submit without field errors; the draft is already cleared. */
  readonly onSuccess?: (result: R, values: V) => void
  /** Keep a draft in sessionStorage under this key. */
  readonly persistKey?: string
  readonly persistExclude?: readonly FieldName<V>[]
  /** Defaults to sessionStorage (null on the server). */
  readonly storage?: Storage | null
  /** Called after every validation run (tests, diagnostics). */
  readonly onValidate?: (name: FieldName<V>, error: RuleError | null, trigger: Trigger) => void
}

export type FocusTarget = { focus: (options?: FocusOptions) => void }
export type FieldElement = FocusTarget & { compareDocumentPosition?: (other: Node) => number }

export interface FormStore<V extends FormValues, R = unknown> {
  readonly getState: () => FormState<V>
  readonly subscribe: (listener: () => void) => () => void
  /** Replace the handlers (React passes fresh closures every render). */
  readonly configure: (options: Pick<FormStoreOptions<V, R>, 'onSubmit' | 'onSuccess' | 'onValidate'>) => void
  readonly fieldNames: () => FieldName<V>[]
  readonly rulesFor: (name: FieldName<V>) => readonly Rule[]
  readonly setValue: <K extends FieldName<V>>(name: K, value: V[K], trigger?: Trigger) => void
  readonly blur: (name: FieldName<V>) => void
  /** Validates one field now (cancelling its pending debounce). */
  readonly validateField: (name: FieldName<V>, trigger?: Trigger) => RuleError | null
  /** Validates every field now; true when all pass. `reveal` shows every error and asks for focus. */
  readonly validateAll: (reveal?: boolean) => boolean
  /** Maps server `FieldError`s onto fields; unknown fields become form errors. */
  readonly setServerErrors: (errors: readonly ServerFieldError[]) => void
  /** Validates, then sends the values; false when invalid, refused or failed. */
  readonly submit: () => Promise<boolean>
  /** Sends the values of the failed attempt again (or submits anew if they were edited since). */
  readonly retry: () => Promise<boolean>
  readonly reset: (values?: V) => void
  /** Registers the control of a field (focus on error); `adopt` takes over a value typed before hydration. */
  readonly attach: (name: FieldName<V>, element: FieldElement | null, adopt?: boolean) => void
  readonly attachSummary: (element: FocusTarget | null) => void
  readonly focusFirstProblem: () => boolean
  readonly restoreDraft: () => FieldName<V>[]
  readonly flushDraft: () => void
  readonly dispose: () => void
}
