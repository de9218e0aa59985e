/**
 * React bindings of the form store: `useForm` owns a form. Messages are translated at render
 * time (a language switch re-words them) from the keys the server uses too.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { createFormStore } from './form-store'
import type { FieldName, FormState, FormStore, FormStoreOptions, FormValues, Trigger } from './form-store'
import { ruleErrorMessage, serverErrorMessage, submitErrorMessage, translateKey } from './messages'
import type { ServerFieldError } from './messages'

export interface FieldBinding<T> {
  readonly name: string
  /** Id of the control; `errorId`/`hintId` are derived from it. */
  readonly id: string
  readonly errorId: string
  readonly hintId: string
  /** The translated label (the schema's `labelKey`, or `labels[name]`). */
  readonly label: string
  readonly value: T
  /** The message to show, or null: hidden until the field is touched or a submit was attempted. */
  readonly error: string | null
  readonly invalid: boolean
  /** From the field's rules (`required`, `min`, `max`). */
  readonly required: boolean
  readonly minLength: number | undefined
  readonly maxLength: number | undefined
  /** New value from the control: `input` for typing (default), `change` for committed choices. */
  readonly onChange: (value: T, trigger?: Trigger) => void
  readonly onBlur: () => void
  /** Ref callback of the control (`ref={field.attach}`): focused on errors; takes over a value typed before hydration. */
  readonly attach: (element: HTMLElement | null) => void
  /** Focus-only ref callback, for composite inputs that take over their own values (PhoneInput). */
  readonly attachFocus: (element: HTMLElement | null) => void
}

export interface UseFormOptions<V extends FormValues, R = unknown> extends FormStoreOptions<V, R> {
  /** Prefix of the controls' ids (default: a React id). Stable ids help links to `#id`. */
  readonly id?: string
  /** Already translated labels that override the schema's. */
  readonly labels?: Partial<Record<FieldName<V>, string>>
  /** Words for a thrown submit error; return null for the default (network/offline/rate limit/unknown). */
  readonly describeSubmitError?: (error: unknown) => string | null
}

export interface FormApi<V extends FormValues, R = unknown> {
  readonly store: FormStore<V, R>
  readonly state: FormState<V>
  readonly values: V
  readonly field: <K extends FieldName<V>>(name: K) => FieldBinding<V[K]>
  readonly setValue: <K extends FieldName<V>>(name: K, value: V[K], trigger?: Trigger) => void
  /** Validates every field now and shows all errors; true when valid. */
  readonly validate: () => boolean
  /** Submit handler for `<form onSubmit>`; resolves true on success. */
  readonly handleSubmit: (event?: { preventDefault(): void }) => Promise<boolean>
  /** Spread on `<form>`: no browser validation bubbles (ours are accessible), our submit. */
  readonly formProps: { readonly noValidate: true; readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void }
  readonly submitting: boolean
  /** Translated text of a failed submit (network, 500…), or null. */
  readonly submitError: string | null
  /** Translated server errors that belong to no field of this form. */
  readonly formErrors: readonly string[]
  /** True after a failed submit (and during its retry): `retry()` resends the same values. */
  readonly canRetry: boolean
  readonly retry: () => Promise<boolean>
  readonly reset: (values?: V) => void
  readonly setServerErrors: (errors: readonly ServerFieldError[]) => void
  /** Ref for the form-level error box (focused when a submit fails without a field to point at). */
  readonly attachSummary: (element: HTMLElement | null) => void
}

interface Attachers {
  readonly attach: (element: HTMLElement | null) => void
  readonly attachFocus: (element: HTMLElement | null) => void
}

export function useForm<V extends FormValues, R = unknown>(options: UseFormOptions<V, R>): FormApi<V, R> {
  const { i18n } = useTranslation()
  const reactId = useId()
  const prefix = options.id ?? `form${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [store] = useState(() => createFormStore<V, R>(options))
  const [attachers] = useState(() => new Map<string, Attachers>())
  const [attachSummary] = useState(() => (element: HTMLElement | null) => store.attachSummary(element))
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)

  const { onSubmit, onSuccess, onValidate } = options
  useEffect(() => {
    store.configure({ onSubmit, onSuccess, onValidate })
  }, [store, onSubmit, onSuccess, onValidate])

  useEffect(() => {
    // After hydration (refs have adopted anything typed before it): bring back the draft.
    store.restoreDraft()
    const flush = (): void => store.flushDraft()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      store.dispose()
    }
  }, [store])

  useEffect(() => {
    if (state.focusRequest > 0) store.focusFirstProblem()
  }, [store, state.focusRequest])

  const attachersFor = (name: FieldName<V>): Attachers => {
    let entry = attachers.get(name)
    if (!entry) {
      entry = {
        attach: (element) => store.attach(name, element, true),
        attachFocus: (element) => store.attach(name, element, false),
      }
      attachers.set(name, entry)
    }
    return entry
  }

  const labelOf = (name: FieldName<V>): string => {
    const override = options.labels?.[name]
    if (override !== undefined) return override
    const key = options.schema?.[name]?.labelKey
    return key && i18n.exists(key) ? translateKey(i18n, key) : name
  }

  const field = <K extends FieldName<V>>(name: K): FieldBinding<V[K]> => {
    const current = store.getState()
    const label = labelOf(name)
    const ruleError = current.errors[name]
    const showRule = !!ruleError && (current.submitAttempted || current.touched[name] === true)
    const serverError = current.serverErrors[name]
    const error = showRule && ruleError ? ruleErrorMessage(i18n, ruleError, label) : serverError ? serverErrorMessage(i18n, serverError, label) : null
    const rules = store.rulesFor(name)
    const param = (rule: 'min' | 'max'): number | undefined => {
      const value = rules.find((r) => r.name === rule)?.params[rule]
      return typeof value === 'number' ? value : undefined
    }
    const id = `${prefix}-${name}`
    const { attach, attachFocus } = attachersFor(name)
    return {
      name,
      id,
      errorId: `${id}-error`,
      hintId: `${id}-hint`,
      label,
      value: current.values[name],
      error,
      invalid: error !== null,
      required: rules.some((r) => r.name === 'required'),
      minLength: param('min'),
      maxLength: param('max'),
      onChange: (value, trigger = 'input') => store.setValue(name, value, trigger),
      onBlur: () => store.blur(name),
      attach,
      attachFocus,
    }
  }

  const handleSubmit = (event?: { preventDefault(): void }): Promise<boolean> => {
    event?.preventDefault()
    return store.submit()
  }

  const submitError = state.submitError === null ? null : (options.describeSubmitError?.(state.submitError) ?? submitErrorMessage(i18n, state.submitError))
  const formErrors = state.formErrors.map((error) => {
    const labelKey = `fields.${error.field}`
    return i18n.exists(labelKey) ? serverErrorMessage(i18n, error, translateKey(i18n, labelKey)) : error.message
  })

  return {
    store,
    state,
    values: state.values,
    field,
    setValue: (name, value, trigger) => store.setValue(name, value, trigger),
    validate: () => store.validateAll(true),
    handleSubmit,
    formProps: {
      noValidate: true,
      onSubmit: (event) => {
        void handleSubmit(event)
      },
    },
    submitting: state.status === 'submitting',
    submitError,
    formErrors,
    canRetry: state.submitError !== null,
    retry: () => store.retry(),
    reset: (values) => store.reset(values),
    setServerErrors: (errors) => store.setServerErrors(errors),
    attachSummary,
  }
}
