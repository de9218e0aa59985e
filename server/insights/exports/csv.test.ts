import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(new Date('2026-11-01T10:00:00Z'))).toBe('2026-11-01T10:00:00.000Z')
  })

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe('"\'=HYPERLINK(""http://evil.test"",""x"")"')
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell(-3)).toBe('-3')
  })

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n')
  })
})
