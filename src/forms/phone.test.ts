import { describe, expect, it } from 'vitest'
import { composePhone, countryOfInternational, countryOptions, formatInternational, isCountryCode, splitPhone } from './phone'
import { normalizePhone, phone } from '../contract/validation/phone-rule'
import { validateValue } from '../contract/validation/rules'

describe('composePhone: normalized to E.164', () => {
  it.each([
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['FR', '6 12 34 56 78', '+33612345678'],
    ['FR', '01.23.45.67.89', '+33123456789'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['US', '201-555-0123', '+12015550123'],
    ['GB', '07400 123456', '+447400123456'],
  ] as const)('%s %s → %s', (country, national, e164) => {
    expect(composePhone(country, national)).toBe(e164)
    expect(normalizePhone(composePhone(country, national))).toBe(e164)
  })

  it('lets a number typed with its own +code or 00code win over the selected country', () => {
    expect(composePhone('US', '+33 6 12 34 56 78')).toBe('+33612345678')
    expect(composePhone('US', '0033 6 12 34 56 78')).toBe('+33612345678')
  })

  it('keeps nothing for nothing (the required message), and something the phone rule rejects for invalid input', () => {
    expect(composePhone('FR', '   ')).toBe('')
    for (const [country, national] of [
      ['FR', '123'],
      ['US', '555-0123'],
      ['FR', 'abc'],
      ['FR', '06 12 34 56 78 90 12'],
    ] as const) {
      const value = composePhone(country, national)
      expect(value).not.toBe('')
      expect(normalizePhone(value)).toBeNull()
      expect(validateValue(value, [phone()])).toMatchObject({ rule: 'phone', code: 'PHONE', messageKey: 'validation.phone' })
    }
  })
})

describe('splitPhone', () => {
  it('finds the country and the national format of a stored number', () => {
    expect(splitPhone('+33612345678', 'US')).toEqual({ country: 'FR', national: '06 12 34 56 78' })
    expect(splitPhone('+12015550123', 'FR')).toEqual({ country: 'US', national: '(201) 555-0123' })
  })
  it('falls back to the default country for empty or odd values', () => {
    expect(splitPhone('', 'FR')).toEqual({ country: 'FR', national: '' })
    expect(splitPhone('0612', 'FR')).toEqual({ country: 'FR', national: '0612' })
  })
  it('keeps the country of an invalid stored number', () => {
    expect(splitPhone('+447700900123', 'US')).toEqual({ country: 'GB', national: '7700900123' })
    expect(splitPhone('+12345', 'CA')).toEqual({ country: 'CA', national: '2345' })
  })
  it('round-trips with composePhone', () => {
    for (const e164 of ['+33612345678', '+12015550123', '+447400123456']) {
      const { country, national } = splitPhone(e164, 'US')
      expect(composePhone(country, national)).toBe(e164)
    }
  })
})

describe('formatting and countries', () => {
  it('formats a valid number internationally, nothing for an invalid one', () => {
    expect(formatInternational('+33612345678')).toBe('+33 6 12 34 56 78')
    expect(formatInternational('+12015550123')).toBe('+1 201 555 0123')
    expect(formatInternational('+33123')).toBeNull()
  })
  it('names countries in the page language, sorted, with calling codes', () => {
    const fr = countryOptions('fr')
    const en = countryOptions('en')
    expect(fr.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Allemagne', dialCode: '49' })
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany')
    expect(fr.length).toBe(en.length)
    expect(fr.length).toBeGreaterThan(200)
    const names = fr.map((c) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare))
  })
  it('recognizes country codes and the country of a typed international number', () => {
    expect(isCountryCode('FR')).toBe(true)
    expect(isCountryCode('ZZ')).toBe(false)
    expect(countryOfInternational('+44 7400 123456')).toBe('GB')
    expect(countryOfInternational('07400 123456')).toBeUndefined()
  })
})
