/**
 * The state machine behind `useForm`, free of React so its timing can be
 * tested on its own: values, per-field validation with the shared rules,
 * touched flags, server field errors, submit/retry and the draft.
 *
 * Triggers (seed §5): `blur` validates at once; `input`, `change` and
 * programmatic `update` validate FORM_VALIDATION_DEBOUNCE_MS after the last
 * one. Validation stops at the first failing rule (`validateValue`).
 * An error is *shown* only once its field was touched (blurred, or changed
 * with a commit event such as a checkbox toggle) or a submit was attempted.
 */
import { FORM_VALIDATION_DEBOUNCE_MS } from '../runtime/constants'
import { clearDraft, FORM_DRAFT_SAVE_DEBOUNCE_MS, loadDraft, sameKind, saveDraft, sessionStore } from './draft'
import type { ServerFieldError } from './messages'
import { validateValue } from '../contract/validation/rules'
import { rulesOf } from '../contract/validation/schemas'
import type { Rule, RuleError } from '../contract/validation/rules'
import type { FieldElement, FieldName, FocusTarget, FormState, FormStore, FormStoreOptions, FormValues, SubmitResult, Trigger } from './form-types'

export type { Trigger, FormValues, FieldName, SubmitResult, FormState, FormStoreOptions, FormStore } from './form-types'

const EMPTY: readonly ServerFieldError[] = []

const sameError = (a: RuleError | null | undefined, b: RuleError | null | undefined): boolean =>
  a === b || (!!a && !!b && a.rule === b.rule && a.params === b.params && a.messageKey === b.messageKey && a.code === b.code)

const isSubmitResult = (value: unknown): value is SubmitResult => typeof value === 'object' && value !== null && 'fieldErrors' in value

/** The DOM value of a control, in the kind of the form value (undefined: leave it). */
function domValue(element: FieldElement, current: unknown): unknown {
  const control = element as Partial<HTMLInputElement>
  if (control.type === 'checkbox' || control.type === 'radio') return typeof current === 'boolean' ? control.checked : undefined
  if (typeof control.value !== 'string') return undefined
  if (typeof current === 'string') return control.value
  if ((current === null || current === undefined) && control.value !== '') return control.value
  return undefined
}

export function createFormStore<V extends FormValues, R = unknown>(options: FormStoreOptions<V, R>): FormStore<V, R> {
  const { initialValues, schema = {}, persistKey, persistExclude = [] } = options
  let handlers: Pick<FormStoreOptions<V, R>, 'onSubmit' | 'onSuccess' | 'onValidate'> = options
  const storage = options.storage === undefined ? sessionStore() : options.storage
  const initialState = (values: V): FormState<V> => ({
    values,
    errors: {},
    serverErrors: {},
    formErrors: EMPTY,
    touched: {},
    submitAttempted: false,
    status: 'idle',
    submitError: null,
    draftRestored: false,
    focusRequest: 0,
  })
  let state = initialState(initialValues)
  const listeners = new Set<() => void>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let draftTimer: ReturnType<typeof setTimeout> | undefined
  const elements = new Map<string, FieldElement>()
  const adopted = new Set<string>()
  let summary: FocusTarget | null = null
  let lastAttempt: { values: V; attempt: number } | null = null

  const update = (patch: Partial<FormState<V>>): void => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener()
  }

  const fieldNames = (): FieldName<V>[] => [...new Set([...Object.keys(schema), ...Object.keys(initialValues)])] as FieldName<V>[]
  const isField = (name: string): boolean => name in initialValues || name in schema
  const rulesFor = (name: FieldName<V>): readonly Rule[] => rulesOf(schema[name], state.values)

  const cancelValidation = (name: string): void => {
    const timer = timers.get(name)
    if (timer !== undefined) clearTimeout(timer)
    timers.delete(name)
  }

  const validateField = (name: FieldName<V>, trigger: Trigger = 'update'): RuleError | null => {
    cancelValidation(name)
    const error = validateValue(state.values[name], rulesFor(name))
    if (!(name in state.errors) || !sameError(state.errors[name], error)) update({ errors: { ...state.errors, [name]: error } })
    handlers.onValidate?.(name, error, trigger)
    return error
  }

  const scheduleValidation = (name: FieldName<V>, trigger: Trigger): void => {
    cancelValidation(name)
    timers.set(
      name,
      setTimeout(() => {
        timers.delete(name)
        validateField(name, trigger)
      }, FORM_VALIDATION_DEBOUNCE_MS),
    )
  }

  const writeDraft = (): void => {
    if (draftTimer !== undefined) clearTimeout(draftTimer)
    draftTimer = undefined
    if (persistKey) saveDraft(storage, persistKey, state.values, persistExclude)
  }
  const scheduleDraft = (): void => {
    if (!persistKey || !storage) return
    if (draftTimer !== undefined) clearTimeout(draftTimer)
    draftTimer = setTimeout(writeDraft, FORM_DRAFT_SAVE_DEBOUNCE_MS)
  }
  const dropDraft = (): void => {
    if (draftTimer !== undefined) clearTimeout(draftTimer)
    draftTimer = undefined
    if (persistKey) clearDraft(storage, persistKey)
  }

  const hasVisibleProblem = (name: FieldName<V>): boolean =>
    state.serverErrors[name] !== undefined || (!!state.errors[name] && (state.submitAttempted || state.touched[name] === true))

  const focusFirstProblem = (): boolean => {
    const candidates = fieldNames()
      .filter(hasVisibleProblem)
      .map((name) => elements.get(name))
      .filter((element): element is FieldElement => element !== undefined)
    // Document order when the DOM can tell (the order the visitor sees), else schema order.
    candidates.sort((a, b) => {
      if (!a.compareDocumentPosition || typeof Node === 'undefined') return 0
      return a.compareDocumentPosition(b as unknown as Node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
    })
    const target = candidates[0] ?? (state.formErrors.length > 0 || state.submitError !== null ? summary : null)
    target?.focus()
    return target !== null && target !== undefined
  }

  const setServerErrors = (errors: readonly ServerFieldError[]): void => {
    const serverErrors: Record<string, ServerFieldError> = {}
    const formErrors: ServerFieldError[] = []
    for (const error of errors) {
      // `events.2.name` belongs to the `events` field when the form has no such sub-field.
      const name = isField(error.field) ? error.field : (String(error.field).split('.')[0] ?? '')
      if (isField(name) && serverErrors[name] === undefined) serverErrors[name] = error
      else if (!isField(name)) formErrors.push(error)
    }
    update({ serverErrors, formErrors: formErrors.length > 0 ? formErrors : EMPTY })
  }

  const run = async (values: V, attempt: number): Promise<boolean> => {
    lastAttempt = { values, attempt }
    const onSubmit = handlers.onSubmit
    if (!onSubmit) {
      update({ status: 'succeeded' })
      return true
    }
    // A retry keeps the failure on screen (its Retry button turns busy) until the new outcome is known.
    update({ status: 'submitting', submitError: attempt > 1 ? state.submitError : null, formErrors: EMPTY, serverErrors: {} })
    let result: R
    try {
      result = await onSubmit(values, { isRetry: attempt > 1, attempt })
    } catch (error) {
      writeDraft() // the outage must not cost what was typed, even if the tab closes now
      update({ status: 'failed', submitError: error ?? new Error('submit failed'), focusRequest: state.focusRequest + 1 })
      return false
    }
    const fieldErrors = isSubmitResult(result) ? (result.fieldErrors ?? EMPTY) : EMPTY
    if (fieldErrors.length > 0) {
      setServerErrors(fieldErrors)
      update({ status: 'invalid', submitError: null, focusRequest: state.focusRequest + 1 })
      writeDraft()
      return false
    }
    lastAttempt = null
    dropDraft()
    update({ status: 'succeeded', submitError: null })
    handlers.onSuccess?.(result, values)
    return true
  }

  const validateAll = (reveal = false): boolean => {
    let valid = true
    for (const name of fieldNames()) if (validateField(name, 'update') !== null) valid = false
    if (reveal && !valid) update({ submitAttempted: true, focusRequest: state.focusRequest + 1 })
    return valid
  }

  const submit = async (): Promise<boolean> => {
    if (state.status === 'submitting') return false
    const valid = validateAll()
    if (!valid) {
      update({ submitAttempted: true, status: 'invalid', focusRequest: state.focusRequest + 1 })
      return false
    }
    update({ submitAttempted: true })
    return run(state.values, 1)
  }

  const retry = async (): Promise<boolean> => {
    if (state.status === 'submitting') return false
    if (lastAttempt && lastAttempt.values === state.values) return run(lastAttempt.values, lastAttempt.attempt + 1)
    return submit()
  }

  const setValue = <K extends FieldName<V>>(name: K, value: V[K], trigger: Trigger = 'update'): void => {
    const serverErrors = { ...state.serverErrors }
    delete serverErrors[name]
    const touched = trigger === 'change' || trigger === 'blur' ? { ...state.touched, [name]: true as const } : state.touched
    update({ values: { ...state.values, [name]: value }, serverErrors, touched })
    scheduleValidation(name, trigger)
    scheduleDraft()
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    configure(next) {
      handlers = next
    },
    fieldNames,
    rulesFor,
    setValue,
    blur(name) {
      if (state.touched[name] !== true) update({ touched: { ...state.touched, [name]: true } })
      validateField(name, 'blur')
    },
    validateField,
    validateAll,
    setServerErrors,
    submit,
    retry,
    reset(values = initialValues) {
      for (const name of [...timers.keys()]) cancelValidation(name)
      dropDraft()
      lastAttempt = null
      state = initialState(values)
      update({})
    },
    attach(name, element, adopt = true) {
      if (element === null) {
        elements.delete(name)
        return
      }
      elements.set(name, element)
      if (!adopt || adopted.has(name)) return
      adopted.add(name)
      // Typed (or restored by the browser) before hydration: React leaves such
      // DOM values in place while hydrating but would overwrite them on the
      // next render, so the form takes them over now.
      const current = state.values[name]
      if (!Object.is(current, initialValues[name])) return
      const typed = domValue(element, current)
      if (typed !== undefined && !Object.is(typed, current)) setValue(name, typed as V[typeof name], 'update')
    },
    attachSummary(element) {
      summary = element
    },
    focusFirstProblem,
    restoreDraft() {
      if (!persistKey) return []
      const draft = loadDraft(storage, persistKey)
      if (!draft) return []
      const restored: FieldName<V>[] = []
      const values: FormValues = { ...state.values }
      for (const [name, value] of Object.entries(draft)) {
        if (!(name in initialValues) || (persistExclude as readonly string[]).includes(name)) continue
        const initial = initialValues[name]
        // A field already changed (typed before hydration) is fresher than the draft.
        if (!Object.is(state.values[name], initial) || !sameKind(initial, value) || Object.is(value, initial)) continue
        values[name] = value
        restored.push(name)
      }
      if (restored.length === 0) return []
      update({ values: values as V, draftRestored: true })
      for (const name of restored) validateField(name, 'update')
      return restored
    },
    flushDraft() {
      if (draftTimer !== undefined) writeDraft()
    },
    dispose() {
      for (const name of [...timers.keys()]) cancelValidation(name)
      if (draftTimer !== undefined) writeDraft()
    },
  }
}
