import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORM_VALIDATION_DEBOUNCE_MS } from '../runtime/constants'
import { draftStorageKey } from './draft'
import { createFormStore } from './form-store'
import type { FormStoreOptions, FormValues } from './form-store'
import type { ServerFieldError } from './messages'
import { email, max, min, required } from '../contract/validation/rules'
import type { FieldSpec } from '../contract/validation/schemas'
import { FORM_DRAFT_SAVE_DEBOUNCE_MS } from './draft'

const spec = (rules: FieldSpec['rules']): FieldSpec => ({ rules, labelKey: 'fields.x' })
const schema = { name: spec([required(), max(5)]), email: spec([required(), email()]) }
const initialValues = { name: '', email: '', note: '' }

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

function make<V extends FormValues = typeof initialValues>(options: Partial<FormStoreOptions<V>> = {}) {
  const onValidate = vi.fn()
  const store = createFormStore<V>({ schema, initialValues: initialValues as unknown as V, storage: null, onValidate, ...options })
  return { store, onValidate }
}

const serverError = (field: string, code = 'REQUIRED', messageKey = 'validation.required'): ServerFieldError => ({
  field,
  code,
  messageKey,
  message: `server says ${code}`,
  limit: null,
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('validation triggers', () => {
  it('validates on blur at once', () => {
    const { store, onValidate } = make()
    store.blur('name')
    expect(onValidate).toHaveBeenCalledWith('name', expect.objectContaining({ rule: 'required' }), 'blur')
    expect(store.getState().errors.name?.rule).toBe('required')
    expect(store.getState().touched.name).toBe(true)
  })

  for (const trigger of ['input', 'change', 'update'] as const) {
    it(`debounces ${trigger} by FORM_VALIDATION_DEBOUNCE_MS: not run at ${FORM_VALIDATION_DEBOUNCE_MS - 1} ms, run at ${FORM_VALIDATION_DEBOUNCE_MS} ms`, () => {
      const { store, onValidate } = make()
      store.setValue('name', 'toolong', trigger)
      vi.advanceTimersByTime(FORM_VALIDATION_DEBOUNCE_MS - 1)
      expect(onValidate).not.toHaveBeenCalled()
      expect(store.getState().errors.name).toBeUndefined()
      vi.advanceTimersByTime(1)
      expect(onValidate).toHaveBeenCalledTimes(1)
      expect(onValidate).toHaveBeenCalledWith('name', expect.objectContaining({ rule: 'max' }), trigger)
      expect(store.getState().errors.name?.rule).toBe('max')
    })
  }

  it('uses a 5 ms debounce, as the seed says', () => {
    expect(FORM_VALIDATION_DEBOUNCE_MS).toBe(5)
  })

  it('restarts the debounce on every keystroke and validates the last value once', () => {
    const { store, onValidate } = make()
    store.setValue('name', 'a', 'input')
    vi.advanceTimersByTime(4)
    store.setValue('name', 'ab', 'input')
    vi.advanceTimersByTime(4)
    store.setValue('name', 'abcdefg', 'input')
    vi.advanceTimersByTime(4)
    expect(onValidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onValidate).toHaveBeenCalledTimes(1)
    expect(store.getState().errors.name?.rule).toBe('max')
  })

  it('a blur cancels the pending debounced run (validated once, now)', () => {
    const { store, onValidate } = make()
    store.setValue('name', 'abc', 'input')
    store.blur('name')
    expect(onValidate).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(FORM_VALIDATION_DEBOUNCE_MS * 2)
    expect(onValidate).toHaveBeenCalledTimes(1)
    expect(store.getState().errors.name).toBeNull()
  })

  it('marks a field touched on blur and on a committed change, not on input or update', () => {
    const { store } = make()
    store.setValue('name', 'a', 'input')
    store.setValue('email', 'a', 'update')
    expect(store.getState().touched).toEqual({})
    store.setValue('note', 'x', 'change')
    expect(store.getState().touched).toEqual({ note: true })
  })

  it('stops at the first failing rule', () => {
    const { store } = make({ schema: { name: spec([min(10), email()]) } })
    store.blur('name')
    expect(store.getState().errors.name).toBeNull() // empty passes every rule but required
    store.setValue('name', 'abc')
    store.validateField('name')
    expect(store.getState().errors.name?.rule).toBe('min')
  })

  it('fields without a spec have no rules', () => {
    const { store } = make()
    store.blur('note')
    expect(store.getState().errors.note).toBeNull()
  })
})

describe('server field errors', () => {
  it('maps known fields onto fields, sub-paths onto their field, the rest onto the form', () => {
    const { store } = make()
    store.setServerErrors([serverError('email', 'EMAIL', 'validation.default'), serverError('note.2.text'), serverError('startsAt', 'SLOT_TAKEN', 'errors.slotTaken')])
    const state = store.getState()
    expect(state.serverErrors.email?.code).toBe('EMAIL')
    expect(state.serverErrors.note?.code).toBe('REQUIRED')
    expect(state.formErrors.map((e) => e.field)).toEqual(['startsAt'])
  })

  it('forgets a field’s server error once it is edited', () => {
    const { store } = make()
    store.setServerErrors([serverError('email')])
    store.setValue('email', 'a@b.co', 'input')
    expect(store.getState().serverErrors.email).toBeUndefined()
  })
})

describe('submit and retry', () => {
  const valid = { name: 'Ana', email: 'ana@example.org', note: '' }

  it('does not call the handler when a field is invalid, and asks for focus', async () => {
    const onSubmit = vi.fn()
    const { store } = make({ onSubmit })
    expect(await store.submit()).toBe(false)
    expect(onSubmit).not.toHaveBeenCalled()
    const state = store.getState()
    expect(state.status).toBe('invalid')
    expect(state.submitAttempted).toBe(true)
    expect(state.focusRequest).toBe(1)
    expect(state.errors).toMatchObject({ name: { rule: 'required' }, email: { rule: 'required' }, note: null })
  })

  it('sends the values, clears nothing on success and calls onSuccess', async () => {
    const onSubmit = vi.fn(() => Promise.resolve({ fieldErrors: [], id: 7 }))
    const onSuccess = vi.fn()
    const { store } = make({ onSubmit, onSuccess, initialValues: valid })
    expect(await store.submit()).toBe(true)
    expect(onSubmit).toHaveBeenCalledWith(valid, { isRetry: false, attempt: 1 })
    expect(onSuccess).toHaveBeenCalledWith({ fieldErrors: [], id: 7 }, valid)
    expect(store.getState().status).toBe('succeeded')
    expect(store.getState().values).toEqual(valid)
  })

  it('maps returned field errors and keeps every value', async () => {
    const onSubmit = vi.fn(() => Promise.resolve({ fieldErrors: [serverError('email', 'EMAIL', 'validation.default')] }))
    const { store } = make({ onSubmit, initialValues: valid })
    expect(await store.submit()).toBe(false)
    expect(store.getState()).toMatchObject({ status: 'invalid', values: valid, serverErrors: { email: { code: 'EMAIL' } }, focusRequest: 1 })
  })

  it('keeps the values after a thrown submit and retries with the very same values', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ fieldErrors: [] })
    const { store } = make({ onSubmit, initialValues: valid })
    expect(await store.submit()).toBe(false)
    const failed = store.getState()
    expect(failed.status).toBe('failed')
    expect(failed.submitError).toBeInstanceOf(TypeError)
    expect(failed.values).toEqual(valid)
    const retrying = store.retry()
    expect(store.getState()).toMatchObject({ status: 'submitting', submitError: failed.submitError }) // still on screen while retrying
    expect(await retrying).toBe(true)
    expect(store.getState().submitError).toBeNull()
    expect(onSubmit).toHaveBeenCalledTimes(2)
    expect(onSubmit.mock.calls[1]).toEqual([valid, { isRetry: true, attempt: 2 }])
    expect(onSubmit.mock.calls[1]?.[0]).toBe(onSubmit.mock.calls[0]?.[0])
  })

  it('retries as a fresh submit when the values were edited after the failure', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined)
    const { store } = make({ onSubmit, initialValues: valid })
    await store.submit()
    store.setValue('name', 'Bea', 'input')
    await store.retry()
    expect(onSubmit.mock.calls[1]).toEqual([
      { ...valid, name: 'Bea' },
      { isRetry: false, attempt: 1 },
    ])
  })

  it('ignores a second submit while one is in flight', async () => {
    let resolve: (value: unknown) => void = () => {}
    const onSubmit = vi.fn(
      () =>
        new Promise((r) => {
          resolve = r
        }),
    )
    const { store } = make({ onSubmit, initialValues: valid })
    const first = store.submit()
    expect(store.getState().status).toBe('submitting')
    expect(await store.submit()).toBe(false)
    resolve(undefined)
    expect(await first).toBe(true)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe('drafts', () => {
  it('saves the values after FORM_DRAFT_SAVE_DEBOUNCE_MS, without excluded fields', () => {
    const storage = new MemoryStorage()
    const { store } = make({ storage, persistKey: 'q', persistExclude: ['note'] })
    store.setValue('name', 'Ana', 'input')
    store.setValue('note', 'secret', 'input')
    vi.advanceTimersByTime(FORM_DRAFT_SAVE_DEBOUNCE_MS - 1)
    expect(storage.getItem(draftStorageKey('q'))).toBeNull()
    vi.advanceTimersByTime(1)
    expect(JSON.parse(storage.getItem(draftStorageKey('q')) ?? '{}')).toEqual({ name: 'Ana', email: '' })
  })

  it('restores a draft into unchanged fields of the same kind only, and validates silently', () => {
    const storage = new MemoryStorage()
    storage.setItem(draftStorageKey('q'), JSON.stringify({ name: 'Ana', email: 'typed-later', note: 42, other: 'x' }))
    const { store } = make({ storage, persistKey: 'q' })
    store.setValue('email', 'fresh@example.org', 'update')
    expect(store.restoreDraft()).toEqual(['name'])
    const state = store.getState()
    expect(state.values).toEqual({ name: 'Ana', email: 'fresh@example.org', note: '' })
    expect(state.draftRestored).toBe(true)
    expect(state.errors.name).toBeNull()
    expect(state.touched).toEqual({})
  })

  it('writes the draft at once when a submit fails, and forgets it on success', async () => {
    const storage = new MemoryStorage()
    const onSubmit = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce({ fieldErrors: [] })
    const { store } = make({ storage, persistKey: 'q', onSubmit })
    store.setValue('name', 'Ana', 'input')
    store.setValue('email', 'ana@example.org', 'input')
    await store.submit()
    expect(JSON.parse(storage.getItem(draftStorageKey('q')) ?? '{}')).toMatchObject({ name: 'Ana' })
    await store.retry()
    expect(storage.getItem(draftStorageKey('q'))).toBeNull()
    vi.advanceTimersByTime(FORM_DRAFT_SAVE_DEBOUNCE_MS * 2)
    expect(storage.getItem(draftStorageKey('q'))).toBeNull()
  })

  it('survives a storage that throws', () => {
    const storage = new MemoryStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const { store } = make({ storage, persistKey: 'q' })
    store.setValue('name', 'Ana', 'input')
    expect(() => vi.advanceTimersByTime(FORM_DRAFT_SAVE_DEBOUNCE_MS)).not.toThrow()
  })
})

describe('values typed before hydration', () => {
  it('adopts the DOM value of a control on first attach', () => {
    const { store } = make()
    store.attach('name', { focus: () => {}, value: 'typed early', type: 'text' } as unknown as HTMLInputElement)
    expect(store.getState().values.name).toBe('typed early')
  })

  it('adopts a checkbox state, and leaves focus-only or later attachments alone', () => {
    const { store } = make({ initialValues: { ok: false, name: '' } as never, schema: {} })
    store.attach('ok', { focus: () => {}, checked: true, type: 'checkbox' } as unknown as HTMLInputElement)
    expect(store.getState().values).toMatchObject({ ok: true })
    store.attach('name', { focus: () => {}, value: 'x', type: 'text' } as unknown as HTMLInputElement, false)
    expect(store.getState().values).toMatchObject({ name: '' })
  })
})
