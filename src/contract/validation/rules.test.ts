import { describe, expect, it } from 'vitest'
import { countCharacters, email, isEmptyValue, max, min, numeric, regex, required, validateValue } from './rules'

describe('required', () => {
  const rule = [required()]
  it.each([null, undefined, [], false, '', '   ', '\n\t '])('fails on %j', (value) => {
    expect(validateValue(value, rule)).toEqual({ rule: 'required', params: {} })
  })
  it.each(['a', ' a ', 0, true, ['x'], { a: 1 }])('passes on %j', (value) => {
    expect(validateValue(value, rule)).toBeNull()
  })
})

describe('empty values pass every rule but required', () => {
  const rules = [email(), min(5), max(1), regex(/^x$/), numeric()]
  it.each([null, undefined, '', '   ', []])('%j passes', (value) => {
    expect(validateValue(value, rules)).toBeNull()
  })
  it('false is not empty for the other rules (it is not text)', () => {
    expect(isEmptyValue(false)).toBe(false)
    expect(validateValue(false, [email()])).toEqual({ rule: 'email', params: {} })
  })
})

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.fr", ' padded@example.com '])('accepts %s', (v) => {
    expect(validateValue(v, [email()])).toBeNull()
  })
  it.each(['a@b', 'no-at.example.com', 'a@@b.com', 'a b@c.com', 'a@-b.com', 'a@b..com', '@b.com', 'a@b.c-'])('rejects %s', (v) => {
    expect(validateValue(v, [email()])?.rule).toBe('email')
  })
  it('rejects addresses longer than 254 characters', () => {
    expect(validateValue(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, [email()])?.rule).toBe('email')
  })
})

describe('min / max count characters, not UTF-16 units', () => {
  it('counts an emoji with a skin tone, a flag and a ZWJ family as one character each', () => {
    expect(countCharacters('👍🏽')).toBe(1)
    expect(countCharacters('🇫🇷')).toBe(1)
    expect(countCharacters('👨‍👩‍👧')).toBe(1)
    expect(countCharacters('é')).toBe(1) // e + combining acute
    expect('👍🏽'.length).toBe(4)
  })
  it('min passes at the limit and fails below it', () => {
    expect(validateValue('😀'.repeat(10), [min(10)])).toBeNull()
    expect(validateValue('😀'.repeat(9), [min(10)])).toEqual({ rule: 'min', params: { min: 10 } })
  })
  it('max passes at the limit and fails above it', () => {
    expect(validateValue('🇫🇷'.repeat(3), [max(3)])).toBeNull()
    expect(validateValue('🇫🇷'.repeat(4), [max(3)])).toEqual({ rule: 'max', params: { max: 3 } })
  })
  it('measures the trimmed text', () => {
    expect(validateValue('   abc    ', [max(3)])).toBeNull()
    expect(validateValue('  ab  ', [min(3)])?.rule).toBe('min')
  })
  it('measures arrays by items', () => {
    expect(validateValue(['a', 'b'], [max(1)])?.rule).toBe('max')
    expect(validateValue(['a'], [min(1), max(1)])).toBeNull()
  })
})

describe('regex and numeric', () => {
  it('regex tests the pattern, and a global regex gives the same answer twice', () => {
    const rule = regex(/^\d{3}$/g)
    expect(validateValue('123', [rule])).toBeNull()
    expect(validateValue('123', [rule])).toBeNull()
    expect(validateValue('12a', [rule])).toEqual({ rule: 'regex', params: { pattern: '^\\d{3}$' } })
  })
  it.each(['0', '123456', 42])('numeric accepts %j', (v) => expect(validateValue(v, [numeric()])).toBeNull())
  it.each(['-1', '1.5', '12 3', 'abc', '١٢٣'])('numeric rejects %j', (v) => expect(validateValue(v, [numeric()])?.rule).toBe('numeric'))
})

describe('validateValue stops at the first failing rule', () => {
  it('reports required before min', () => {
    expect(validateValue('', [required(), min(10)])?.rule).toBe('required')
  })
  it('reports min before max when both are listed in that order', () => {
    expect(validateValue('abc', [min(5), max(2)])?.rule).toBe('min')
  })
  it('later rules are not evaluated after a failure', () => {
    let called = false
    const spy = {
      name: 'custom' as const,
      params: {},
      test: () => {
        called = true
        return true
      },
    }
    validateValue('x', [min(5), spy])
    expect(called).toBe(false)
  })
})
