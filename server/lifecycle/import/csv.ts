/**
 * A small RFC 4180 reader for the ambassador import: quoted fields (with
 * `""` for a quote, and line breaks inside quotes), CRLF or LF, a UTF-8 BOM
 * ignored. The delimiter is a comma or a semicolon (what spreadsheets in
 * French locales write), whichever the header row has more of outside quotes.
 * Each record keeps the line it starts on, so problems point at the file.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts (the header is line 1). */
  readonly line: number
  readonly fields: readonly string[]
}

export type CsvParse = { readonly ok: true; readonly delimiter: ',' | ';'; readonly records: CsvRecord[] } | { readonly ok: false; readonly unclosedQuoteLine: number }

/** Comma or semicolon: the one the header row (up to its first line break outside quotes) uses more. */
export function detectDelimiter(text: string): ',' | ';' {
  let quoted = false
  let commas = 0
  let semicolons = 0
  for (const c of text) {
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === '\n' || c === '\r')) break
    else if (!quoted && c === ',') commas++
    else if (!quoted && c === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

export function parseCsv(input: string): CsvParse {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const delimiter = detectDelimiter(text)
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteLine = 0
  const endRecord = (): void => {
    fields.push(field)
    // A blank line is no record (spreadsheets often end files with one).
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"') {
      quoted = true
      quoteLine = line
    } else if (c === delimiter) {
      fields.push(field)
      field = ''
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else field += c
  }
  if (quoted) return { ok: false, unclosedQuoteLine: quoteLine }
  if (field !== '' || fields.length > 0) endRecord()
  return { ok: true, delimiter, records }
}
