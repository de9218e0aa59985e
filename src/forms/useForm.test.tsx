// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORM_VALIDATION_DEBOUNCE_MS } from '../runtime/constants'
import type { Locale } from '../contract/locale'
import { draftStorageKey } from './draft'
import type { FormValues } from './form-store'
import type { ServerFieldError } from './messages'
import { email, max, min, numeric, regex, required } from '../contract/validation/rules'
import type { Rule } from '../contract/validation/rules'
import { meetingSchema } from '../contract/validation/meeting-schema'
import { questionSchema } from '../contract/validation/schemas'
import type { FieldSpec, FormSchema } from '../contract/validation/schemas'
import { withLocale } from './test-utils'
import { useForm } from './useForm'
import type { UseFormOptions } from './useForm'

const one = (rules: readonly Rule[]): FormSchema => ({ value: { rules, labelKey: 'fields.email' } satisfies FieldSpec })

function setup<V extends FormValues>(options: UseFormOptions<V>, locale: Locale = 'en') {
  return renderHook(() => useForm(options), { wrapper: withLocale(locale) })
}

/** The visible message of `value` for `rules`, after a blur. */
function messageFor(value: unknown, rules: readonly Rule[], locale: Locale = 'en'): string | null {
  const { result, unmount } = setup({ schema: one(rules), initialValues: { value } }, locale)
  act(() => result.current.field('value').onBlur())
  const message = result.current.field('value').error
  unmount()
  return message
}

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('seed rules through the hook', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['false', false],
    ['blank text', '   '],
    ['empty text', ''],
  ])('required fails on %s', (_name, value) => {
    expect(messageFor(value, [required()])).toBe('This field is required')
  })

  it.each([
    ['text', 'a'],
    ['true', true],
    ['a one-item array', ['x']],
    ['zero', 0],
  ])('required passes on %s', (_name, value) => {
    expect(messageFor(value, [required()])).toBeNull()
  })

  it('uses the exact seed texts for required in en and fr', () => {
    expect(messageFor(null, [required()], 'en')).toBe('This field is required')
    expect(messageFor(null, [required()], 'fr')).toBe('Ce champ est obligatoire')
  })

  it.each([null, undefined, '', '   ', []])('empty value %j passes every rule but required', (value) => {
    expect(messageFor(value, [email(), min(3), max(1), regex(/^x$/), numeric()])).toBeNull()
  })

  it('stops at the first failing rule', () => {
    expect(messageFor('ab', [min(5), email()])).toBe('Email needs at least 5 characters.')
    expect(messageFor('ab', [email(), min(5)])).toBe('Email is not valid.')
  })

  it('words each rule, with the field label and the limit, in both languages', () => {
    expect(messageFor('nope', [email()])).toBe('Email is not valid.')
    expect(messageFor('nope', [email()], 'fr')).toBe("E-mail n'est pas valide.")
    expect(messageFor('abcdef', [max(5)])).toBe('Email can have at most 5 characters.')
    expect(messageFor('abcdef', [max(5)], 'fr')).toBe('E-mail peut contenir au plus 5 caractères.')
    expect(messageFor('ab', [min(3)], 'fr')).toBe('E-mail doit contenir au moins 3 caractères.')
    expect(messageFor('12a', [numeric()])).toBe('Email is not valid.')
    expect(messageFor('abc', [regex(/^\d+$/)])).toBe('Email is not valid.')
  })

  it('counts characters, not UTF-16 units, for min/max', () => {
    expect(messageFor('👍🏽🇫🇷', [max(2)])).toBeNull()
    expect(messageFor('👍🏽🇫🇷!', [max(2)])).toBe('Email can have at most 2 characters.')
  })

  it('uses the schema label and the phone message of the meeting form', () => {
    const { result } = setup({ schema: meetingSchema, initialValues: { type: 'PHONE', phone: '+33 1' } })
    act(() => result.current.field('phone').onBlur())
    expect(result.current.field('phone').label).toBe('Phone')
    expect(result.current.field('phone').error).toBe('Enter a valid phone number with its country code.')
  })
})

describe('when errors show', () => {
  const initialValues = { firstName: '', email: '', topic: '', body: '', consent: false }

  it('shows nothing on first render, then after a blur or a submit attempt', async () => {
    const { result } = setup({ schema: questionSchema, initialValues })
    const names = Object.keys(initialValues) as (keyof typeof initialValues)[]
    expect(names.map((n) => result.current.field(n).error)).toEqual([null, null, null, null, null])
    act(() => result.current.field('email').onBlur())
    expect(result.current.field('email')).toMatchObject({ error: 'This field is required', invalid: true })
    expect(result.current.field('topic').error).toBeNull()
    await act(() => result.current.handleSubmit())
    expect(names.every((n) => result.current.field(n).invalid)).toBe(true)
    expect(result.current.field('body').error).toBe('This field is required')
  })

  it('validates typing 5 ms after the last keystroke (not at 4 ms) once the field is touched', () => {
    vi.useFakeTimers()
    const { result } = setup({ schema: questionSchema, initialValues })
    act(() => result.current.field('email').onBlur())
    act(() => result.current.field('email').onChange('ana@', 'input'))
    act(() => {
      vi.advanceTimersByTime(FORM_VALIDATION_DEBOUNCE_MS - 1)
    })
    expect(result.current.field('email').error).toBe('This field is required')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current.field('email').error).toBe('Email is not valid.')
    act(() => result.current.setValue('email', 'ana@example.org'))
    act(() => {
      vi.advanceTimersByTime(FORM_VALIDATION_DEBOUNCE_MS - 1)
    })
    expect(result.current.field('email').error).toBe('Email is not valid.')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current.field('email').error).toBeNull()
  })

  it('exposes required and length limits from the schema', () => {
    const { result } = setup({ schema: questionSchema, initialValues })
    expect(result.current.field('body')).toMatchObject({ required: true, minLength: 10, maxLength: 1000 })
    expect(result.current.field('email').required).toBe(true)
  })
})

describe('server errors', () => {
  const initialValues = { firstName: 'Ana', email: 'ana@example.org', topic: 'Housing', body: 'Where do students live?', consent: true }
  const error = (field: string, messageKey: string, message = 'from the server', limit: number | null = null): ServerFieldError => ({
    field,
    code: 'X',
    messageKey,
    message,
    limit,
  })

  it('translates known keys with the label and limit, falls back to the server text, and keeps unknown fields for the form', async () => {
    const onSubmit = vi.fn(() =>
      Promise.resolve({
        fieldErrors: [
          error('body', 'validation.max', 'x', 1000),
          error('topic', 'errors.somethingNew', 'Sujet refusé'),
          error('organization', 'errors.nope', 'Unknown organization'),
        ],
      }),
    )
    const { result } = setup({ schema: questionSchema, initialValues, onSubmit }, 'fr')
    await act(() => result.current.handleSubmit())
    expect(result.current.field('body').error).toBe('Question peut contenir au plus 1000 caractères.')
    expect(result.current.field('topic').error).toBe('Sujet refusé')
    expect(result.current.formErrors).toEqual(['Unknown organization'])
    expect(result.current.values).toEqual(initialValues)
  })
})

describe('failed submits', () => {
  const initialValues = { firstName: 'Ana', email: 'ana@example.org', topic: 'Housing', body: 'Where do students live?', consent: true }

  it('shows a translated network error, keeps everything and retries the same values', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ fieldErrors: [] })
    const { result } = setup({ schema: questionSchema, initialValues, onSubmit })
    await act(() => result.current.handleSubmit())
    expect(result.current.submitError).toMatch(/could not reach the server/)
    expect(result.current.canRetry).toBe(true)
    expect(result.current.values).toEqual(initialValues)
    await act(() => result.current.retry())
    expect(onSubmit).toHaveBeenLastCalledWith(initialValues, { isRetry: true, attempt: 2 })
    expect(result.current.submitError).toBeNull()
    expect(result.current.state.status).toBe('succeeded')
  })

  it('says so when the API rate-limits', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ graphQLErrors: [{ extensions: { code: 'RATE_LIMITED' } }] })
    const { result } = setup({ schema: questionSchema, initialValues, onSubmit }, 'fr')
    await act(() => result.current.handleSubmit())
    expect(result.current.submitError).toBe('Trop de tentatives en peu de temps. Patientez un instant, puis réessayez.')
  })

  it('reports submitting while the handler runs', async () => {
    let finish: () => void = () => {}
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    const { result } = setup({ schema: questionSchema, initialValues, onSubmit })
    let pending: Promise<boolean> = Promise.resolve(false)
    act(() => {
      pending = result.current.handleSubmit()
    })
    expect(result.current.submitting).toBe(true)
    await act(async () => {
      finish()
      await pending
    })
    expect(result.current.submitting).toBe(false)
  })
})

describe('drafts', () => {
  const initialValues = { firstName: '', email: '', topic: '', body: '', consent: false }

  it('brings back what was typed after a reload (remount), and forgets it after success', async () => {
    vi.useFakeTimers()
    const first = setup({ schema: questionSchema, initialValues, persistKey: 'question' })
    act(() => first.result.current.field('body').onChange('My question about housing', 'input'))
    act(() => first.result.current.field('firstName').onChange('Ana', 'input'))
    first.unmount() // unmount flushes the pending draft
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey('question')) ?? '{}')).toMatchObject({ body: 'My question about housing', firstName: 'Ana' })

    const onSubmit = vi.fn(() => Promise.resolve({ fieldErrors: [] }))
    const second = setup({ schema: questionSchema, initialValues, persistKey: 'question', onSubmit })
    expect(second.result.current.values).toMatchObject({ body: 'My question about housing', firstName: 'Ana' })
    expect(second.result.current.state.draftRestored).toBe(true)
    expect(second.result.current.field('body').error).toBeNull() // restored, not touched: no error storm
    act(() => {
      second.result.current.setValue('email', 'ana@example.org')
      second.result.current.setValue('topic', 'Housing')
      second.result.current.setValue('consent', true)
    })
    await act(() => second.result.current.handleSubmit())
    expect(onSubmit).toHaveBeenCalled()
    expect(sessionStorage.getItem(draftStorageKey('question'))).toBeNull()
  })
})
