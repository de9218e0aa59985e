/**
 * Checks a parsed CSV: the header (required columns, ignored extras) and
 * every data row, each problem in the request's language. Pure: what the
 * database knows comes in as `present` (addresses already in the
 * organization), so a replay can run the very same checks.
 */
import { CITY_MAX_CHARS, IMPORT_MAX_ROWS, NAME_MAX_CHARS, PROFILE_LIST_MAX } from '../../../src/contract/limits'
import type { Locale } from '../../../src/contract/locale'
import { interpolate, messageText, type MessageKey } from '../../../src/contract/messages'
import { signInEmailSchema, validateForm } from '../../../src/contract/validation/schemas'
import { countCharacters } from '../../../src/contract/validation/rules'
import { domainError, FieldErrorsFailure } from '../../core/field-errors'
import type { AmbassadorInsert } from '../invitations'
import { columnName, IMPORT_COLUMNS, listOf, REQUIRED_COLUMNS, type ImportColumn, type Vocabulary } from './columns'
import type { CsvParse } from './csv'

export interface CheckedRow {
  readonly line: number
  readonly email: string
  readonly errors: string[]
  /** What the invited row is prefilled with (valid rows). */
  readonly prefill: Partial<AmbassadorInsert>
}

export interface CheckedFile {
  readonly rows: CheckedRow[]
  readonly notes: string[]
}

type Say = (key: MessageKey<'imports'>, values?: Record<string, string | number>) => string

const sayer =
  (locale: Locale): Say =>
  (key, values = {}) =>
    interpolate(messageText(locale, key) ?? key, values)

/** The header's columns by position, or a FieldErrorsFailure on `csv` (unreadable, no rows, too many, columns missing). */
export function readHeader(parsed: CsvParse, locale: Locale): { columns: Map<ImportColumn, number>; extras: string[] } {
  if (!parsed.ok) throw new FieldErrorsFailure([domainError('csv', 'IMPORT_QUOTE', locale, { line: parsed.unclosedQuoteLine })])
  const [header, ...data] = parsed.records
  const columns = new Map<ImportColumn, number>()
  const extras: string[] = []
  ;(header?.fields ?? []).forEach((raw, index) => {
    const name = columnName(raw)
    const known = IMPORT_COLUMNS.find((c) => c === name)
    if (known !== undefined && !columns.has(known)) columns.set(known, index)
    else if (raw.trim() !== '') extras.push(raw.trim())
  })
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.has(c))
  if (missing.length > 0) throw new FieldErrorsFailure([domainError('csv', 'IMPORT_COLUMNS', locale, { columns: missing.join(', ') })])
  if (data.length === 0) throw new FieldErrorsFailure([domainError('csv', 'IMPORT_EMPTY', locale)])
  if (data.length > IMPORT_MAX_ROWS) throw new FieldErrorsFailure([domainError('csv', 'IMPORT_TOO_MANY_ROWS', locale, { max: IMPORT_MAX_ROWS })])
  return { columns, extras }
}

function checkRow(cell: (c: ImportColumn) => string, words: Vocabulary, say: Say): { errors: string[]; prefill: Partial<AmbassadorInsert> } {
  const errors: string[] = []
  const email = cell('email').toLowerCase()
  if (email === '') errors.push(say('imports.missing', { column: 'email' }))
  else if (validateForm(signInEmailSchema, { email }).length > 0) errors.push(say('imports.email'))
  for (const column of ['first_name', 'last_name'] as const) {
    if (cell(column) === '') errors.push(say('imports.missing', { column }))
    else if (countCharacters(cell(column)) > NAME_MAX_CHARS) errors.push(say('imports.tooLong', { column, max: NAME_MAX_CHARS }))
  }
  const prefill: Partial<AmbassadorInsert> = { email, firstName: cell('first_name'), lastName: cell('last_name'), city: cell('city') }
  if (countCharacters(cell('city')) > CITY_MAX_CHARS) errors.push(say('imports.tooLong', { column: 'city', max: CITY_MAX_CHARS }))
  const one = (column: ImportColumn, find: (v: string) => string | null, unknown: MessageKey<'imports'>): string => {
    const value = cell(column)
    if (value === '') return ''
    const found = find(value)
    if (found === null) errors.push(say(unknown, { value }))
    return found ?? ''
  }
  prefill.fieldKey = one('field', words.field, 'imports.unknownField')
  prefill.studyLevel = one('study_level', words.studyLevel, 'imports.unknownStudyLevel')
  prefill.country = one('country', words.country, 'imports.unknownCountry')
  const many = (column: ImportColumn, find: (v: string) => string | null, unknown: MessageKey<'imports'>): string[] => {
    const values = listOf(cell(column))
    if (values.length > PROFILE_LIST_MAX) errors.push(say('imports.tooMany', { column, max: PROFILE_LIST_MAX }))
    const found = values.map((value) => {
      const k = find(value)
      if (k === null) errors.push(say(unknown, { value }))
      return k
    })
    return [...new Set(found.filter((k): k is string => k !== null))]
  }
  prefill.languages = many('languages', words.language, 'imports.unknownLanguage')
  prefill.interests = many('interests', words.interest, 'imports.unknownInterest')
  return { errors, prefill }
}

/** Every data row with its problems; `isPresent` says whether an address (lower case) on a line is already in the organization. */
export function checkRows(parsed: CsvParse, words: Vocabulary, isPresent: (address: string, line: number) => boolean, locale: Locale): CheckedFile {
  const { columns, extras } = readHeader(parsed, locale)
  const say = sayer(locale)
  const seen = new Map<string, number>()
  const records = parsed.ok ? parsed.records.slice(1) : []
  const rows = records.map((record): CheckedRow => {
    const cell = (c: ImportColumn): string => {
      const index = columns.get(c)
      return index === undefined ? '' : (record.fields[index] ?? '').trim()
    }
    const { errors, prefill } = checkRow(cell, words, say)
    const email = cell('email')
    const address = email.toLowerCase()
    const first = seen.get(address)
    if (address !== '' && first !== undefined) errors.push(say('imports.duplicateInFile', { line: first }))
    else if (address !== '') {
      seen.set(address, record.line)
      if (isPresent(address, record.line)) errors.push(say('imports.alreadyPresent'))
    }
    return { line: record.line, email, errors, prefill }
  })
  const notes = extras.length > 0 ? [say('imports.extraColumns', { columns: extras.join(', ') })] : []
  return { rows, notes }
}
