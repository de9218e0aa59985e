import { describe, expect, it } from 'vitest'
import { DEFAULT_SAFEGUARDING_RULES } from '../../src/contract/safeguarding'
import { FieldErrorsFailure } from '../core/field-errors'
import { screenWith } from './screen'

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return error.fieldErrors
    throw error
  }
  throw new Error('expected a refusal')
}

describe('screenWith', () => {
  it('refuses a BLOCK match with spans into the value as sent and the category advice in the given language', () => {
    const value = '   Write to me at jean.dupont@gmail.com'
    const [error, ...rest] = refusal(() => screenWith(DEFAULT_SAFEGUARDING_RULES, [{ field: 'body', value }], 'fr'))
    expect(rest).toEqual([])
    expect(error).toMatchObject({ field: 'body', code: 'SAFEGUARDING', messageKey: 'validation.safeguardingEmail' })
    expect(error?.spans?.map((s) => value.slice(s.start, s.end))).toEqual(['jean.dupont@gmail.com'])
    expect(error?.message).toMatch(/adresse e-mail/)
  })

  it('names each category when several are blocked, and reports every blocked field', () => {
    const errors = refusal(() =>
      screenWith(
        DEFAULT_SAFEGUARDING_RULES,
        [
          { field: 'topic', value: 'Call 06 12 34 56 78 or jean@gmail.com' },
          { field: 'body', value: 'insta: jean_d' },
        ],
        'en',
      ),
    )
    expect(errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['topic', 'validation.safeguarding'],
      ['body', 'validation.safeguardingSocial'],
    ])
    expect(errors[0]?.message).toMatch(/e-mail address.*phone number|phone number.*e-mail address/s)
  })

  it('returns FLAG matches with spans into the trimmed text, and skips empty values', () => {
    const flagged = screenWith(
      DEFAULT_SAFEGUARDING_RULES,
      [
        { field: 'body', value: '  See https://example.org/page ' },
        { field: 'note', value: null },
        { field: 'message', value: '   ' },
      ],
      'en',
    )
    expect(flagged).toHaveLength(1)
    const [only] = flagged
    expect(only?.text).toBe('See https://example.org/page')
    expect(only?.spans.map((s) => [only.text.slice(s.start, s.end), s.category])).toEqual([['https://example.org/page', 'URL']])
  })

  it('lets an ordinary message through untouched', () => {
    expect(screenWith(DEFAULT_SAFEGUARDING_RULES, [{ field: 'body', value: 'I want to study in Nice, room 204, MATH-101' }], 'en')).toEqual([])
  })
})
