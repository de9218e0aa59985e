import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../contract/locale'
import { countryOptions, languageOptions } from './display-names'

const duplicatesOf = (names: readonly string[]): string[] => names.filter((name, i) => names.indexOf(name) !== i)

describe('language and country lists', () => {
  for (const locale of LOCALES) {
    it(`name each language once in ${locale} (ICU calls both ak and tw "Akan")`, () => {
      const options = languageOptions(locale)
      expect(duplicatesOf(options.map((o) => o.name))).toEqual([])
      expect(options.filter((o) => o.name.toLowerCase() === 'akan').map((o) => o.code)).toEqual(['ak'])
    })

    it(`name each country once in ${locale}`, () => {
      expect(duplicatesOf(countryOptions(locale).map((o) => o.name))).toEqual([])
    })
  }
})
