import { describe, expect, it } from 'vitest'
import { COMMON_PHONE_COUNTRIES, phoneCountriesOf, phoneSpans } from './contact-phone'

const numbersIn = (text: string): string[] => phoneSpans(text, COMMON_PHONE_COUNTRIES).map(({ start, end }) => text.slice(start, end))

describe('phoneSpans', () => {
  it.each([
    ['06 12 34 56 78'],
    ['06.12.34.56.78'],
    ['0612345678'],
    ['0 6 1 2 3 4 5 6 7 8'],
    ['06-1-2-34-5-6-78'],
    ['+33 6 12 34 56 78'],
    ['0033 6 12 34 56 78'],
    ['+44 7700 900123'],
    ['020 7946 0958'],
    ['(555) 123-4567'],
    ['415-555-0132'],
    ['+1 (415) 555-0132'],
    ['0151 23456789'],
  ])('finds %s, exactly', (number) => {
    expect(numbersIn(`call ${number} tonight`)).toContain(number)
  })

  it.each([
    'on 12/05/2026 or 12.05.2026',
    'from 2026-09-01, in 2025-2026',
    'le 3 mars 2027 à 14:30 ou 9h30',
    'costs 1 200 € or $15,000 per year, 9 500 euros',
    'room B204, salle 2.14, MATH 1010, INF-2305',
    'I got 16/20 and 85%, SAT 1450',
    'student id 21904567, postcode 75005',
    'INF-2305 2025-2026 14:30',
  ])('leaves figures that are no phone number alone: %s', (text) => {
    expect(numbersIn(text)).toEqual([])
  })

  it('stays fast on a long table of figures', () => {
    const started = performance.now()
    numbersIn('1 '.repeat(2500))
    numbersIn('12 '.repeat(1666))
    // Asking the library about every piece of such a table took over 5 s; the budget leaves room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(3000)
  })
})

describe('phoneCountriesOf', () => {
  it('searches the common countries and the organization’s, skipping unknown codes', () => {
    const countries = phoneCountriesOf(['SN', 'FR', 'XX'])
    expect(countries).toEqual([...COMMON_PHONE_COUNTRIES, 'SN'])
  })
})
