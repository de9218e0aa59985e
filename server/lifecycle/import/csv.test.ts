import { describe, expect, it } from 'vitest'
import { detectDelimiter, parseCsv } from './csv'

const fieldsOf = (text: string) => {
  const parsed = parseCsv(text)
  if (!parsed.ok) throw new Error(`unclosed quote on line ${parsed.unclosedQuoteLine}`)
  return parsed.records.map((r) => [r.line, ...r.fields])
}

describe('parseCsv', () => {
  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
    expect(fieldsOf('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\nlast,,\n')).toEqual([
      [1, 'a', 'b', 'c'],
      [2, 'x, y', 'say "hi"', 'two\nlines'],
      [4, 'last', '', ''],
    ])
  })

  it('takes a semicolon when the header has more of them, ignores a BOM and blank lines, keeps line numbers', () => {
    expect(detectDelimiter('email;first_name;"a,b"\n')).toBe(';')
    expect(detectDelimiter('email,first_name\n;;;;')).toBe(',')
    expect(fieldsOf('\uFEFFemail;name\n\nx@y.test;Zoé\n')).toEqual([
      [1, 'email', 'name'],
      [3, 'x@y.test', 'Zoé'],
    ])
  })

  it('reports a quote that never closes, with the line it opened on', () => {
    expect(parseCsv('email\n"a@b.test\nc\n')).toEqual({ ok: false, unclosedQuoteLine: 2 })
  })
})
