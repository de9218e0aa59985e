import { describe, expect, it } from 'vitest'
import { formatRuleError, MESSAGE_KEYS, messageKeyFor } from './rule-messages'
import { custom, email, max, min, required, validateValue, type Rule } from './rules'

const failure = (value: unknown, rules: readonly Rule[]) => {
  const error = validateValue(value, rules)
  if (error === null) throw new Error('expected a failure')
  return error
}

describe('the seed texts, word for word', () => {
  it('says required in en and fr', () => {
    const error = failure(null, [required()])
    expect(formatRuleError(error, { locale: 'en', field: 'Email' })).toBe('This field is required')
    expect(formatRuleError(error, { locale: 'fr', field: 'E-mail' })).toBe('Ce champ est obligatoire')
  })
  it('uses the default message for the other rules', () => {
    const error = failure('nope', [email()])
    expect(messageKeyFor(error)).toBe(MESSAGE_KEYS.default)
    expect(formatRuleError(error, { locale: 'en', field: 'Email' })).toBe('Email is not valid.')
    expect(formatRuleError(error, { locale: 'fr', field: 'E-mail' })).toBe("E-mail n'est pas valide.")
  })
  it('names the limit of min and max', () => {
    expect(formatRuleError(failure('short', [min(10)]), { locale: 'en', field: 'Question' })).toBe('Question needs at least 10 characters.')
    expect(formatRuleError(failure('too long', [max(3)]), { locale: 'fr', field: 'Sujet' })).toBe('Sujet peut contenir au plus 3 caractères.')
  })
})

describe('messageKeyFor', () => {
  it('prefers the key a domain rule carries', () => {
    expect(messageKeyFor(failure('x', [custom({ code: 'PHONE', messageKey: MESSAGE_KEYS.phone, test: () => false })]))).toBe(MESSAGE_KEYS.phone)
  })
  it('names the limit of min and max on lists too', () => {
    expect(messageKeyFor(failure(['a', 'b'], [max(1)]))).toBe(MESSAGE_KEYS.max)
  })
})
