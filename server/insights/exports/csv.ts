/**
 * CSV for spreadsheets and CRMs (decision 103): RFC 4180 (CRLF line ends, a
 * field quoted when it holds a comma, a quote or a line break, quotes
 * doubled), after a UTF-8 byte-order mark so Excel reads the accents right.
 * A cell a spreadsheet would run as a formula — beginning with = + - @, a tab
 * or a carriage return — gets a leading apostrophe (CSV injection, OWASP).
 */
export const CSV_BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export type CsvValue = string | number | boolean | Date | null | undefined

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  // Numbers are ours (counts, minutes): a negative one is data, not a formula.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvRow = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`
