/**
 * The import's columns and how a cell becomes a profile value: taxonomy keys
 * or their English/French names, study levels by code or name, ISO country
 * codes or names, ISO 639 language codes. Lists (languages, interests) are
 * separated by `|`.
 */
import { STUDY_LEVEL_VALUES } from '../../../src/contract/validation/account-schemas'
import { STUDY_LEVEL_NAMES } from '../../core/study-levels'
import { countryName, languageName } from '../../i18n/display-names'
import type { OrgRecord, TermRecord } from '../../core/organization'
import { foldText } from '../../ambassadors/search-text'

export const IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'field', 'study_level', 'languages', 'country', 'city', 'interests'] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['email', 'first_name', 'last_name']

/** `First Name`, `first-name` and `FIRST_NAME` all name first_name. */
export const columnName = (header: string): string =>
  foldText(header.trim())
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')

export const listOf = (cell: string): string[] => [
  ...new Set(
    cell
      .split('|')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
]

const key = (text: string): string => foldText(text.trim())

/** Lookups built once per import (5,000 rows must not rebuild them per row). */
export interface Vocabulary {
  readonly field: (cell: string) => string | null
  readonly interest: (cell: string) => string | null
  readonly studyLevel: (cell: string) => string | null
  readonly country: (cell: string) => string | null
  readonly language: (cell: string) => string | null
}

function termIndex(terms: ReadonlyMap<string, TermRecord>): Map<string, string> {
  const index = new Map<string, string>()
  for (const t of terms.values()) for (const name of [t.nameEn, t.nameFr, t.key]) index.set(key(name), t.key)
  return index
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** Reserved codes ICU still names, whose names would shadow a country's ("France" is FR, not FX). */
const NOT_COUNTRIES = new Set(['FX', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'])

function countryIndex(): Map<string, string> {
  const index = new Map<string, string>()
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = `${a}${b}`
      const en = countryName(code, 'en')
      if (en === code || NOT_COUNTRIES.has(code)) continue
      for (const name of [code, en, countryName(code, 'fr')]) if (!index.has(key(name))) index.set(key(name), code)
    }
  return index
}

let countries: Map<string, string> | null = null

export function vocabulary(org: Pick<OrgRecord, 'fieldByKey' | 'interestByKey'>): Vocabulary {
  const fields = termIndex(org.fieldByKey)
  const interests = termIndex(org.interestByKey)
  const levels = new Map<string, string>()
  for (const level of STUDY_LEVEL_VALUES) for (const name of [level, STUDY_LEVEL_NAMES[level].en, STUDY_LEVEL_NAMES[level].fr]) levels.set(key(name), level)
  countries ??= countryIndex()
  const known = countries
  return {
    field: (cell) => fields.get(key(cell)) ?? null,
    interest: (cell) => interests.get(key(cell)) ?? null,
    studyLevel: (cell) => levels.get(key(cell)) ?? null,
    country: (cell) => known.get(key(cell)) ?? null,
    language: (cell) => {
      const code = cell.trim().toLowerCase()
      return /^[a-z]{2,3}$/.test(code) && languageName(code, 'en') !== code ? code : null
    },
  }
}
