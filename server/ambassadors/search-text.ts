/**
 * The text the directory search matches: lower-case, accent-free, in both
 * languages, so "ingenierie", "Québec" and "quebec" all find what they should.
 * Written on every profile write (seed, onboarding, an approved profile change) into ambassadors.search_text.
 */
import { countryName } from '../i18n/display-names'

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export interface SearchableAmbassador {
  firstName: string
  lastName: string
  headline: string
  headlineFr: string
  city: string
  country: string
  /** Both names of the field and of each interest. */
  termNames: readonly string[]
}

export function buildSearchText(a: SearchableAmbassador): string {
  const parts = [a.firstName, `${a.lastName.slice(0, 1)}.`, a.headline, a.headlineFr, a.city, a.country, countryName(a.country, 'en'), countryName(a.country, 'fr'), ...a.termNames]
  return foldText(parts.join(' | '))
}

/** Search words of a query: folded, split on spaces, at most 8, LIKE wildcards escaped. */
export function searchWords(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`))
}
