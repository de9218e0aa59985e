import { describe, expect, it } from 'vitest'
import { EXCERPT_CONTEXT_CHARS, excerptsByCategory, markedParts, spansInValue } from './highlight'

const markedOf = (text: string, category = 'EMAIL') => {
  const start = text.indexOf('[')
  const end = text.indexOf(']') - 1
  return { text: text.replace('[', '').replace(']', ''), span: { start, end, category } }
}

describe('spansInValue', () => {
  it('moves the API spans (into the trimmed text that was sent) onto the untrimmed value', () => {
    const value = '  \n write to jean@gmail.com  '
    const sent = value.trim()
    const start = sent.indexOf('jean')
    const [span] = spansInValue(value, [{ start, end: start + 14, category: 'EMAIL' }])
    expect(value.slice(span?.start, span?.end)).toBe('jean@gmail.com')
  })

  it('drops spans that no longer fit the value', () => {
    expect(spansInValue('short', [{ start: 2, end: 40, category: 'PHONE' }])).toEqual([])
    expect(spansInValue('short', [{ start: 3, end: 3, category: 'PHONE' }])).toEqual([])
  })
})

describe('markedParts', () => {
  it('alternates plain and marked parts, keeping every character', () => {
    const text = 'call 06 12 34 56 78 or mail a@b.fr'
    const parts = markedParts(text, [
      { start: 5, end: 19, category: 'PHONE' },
      { start: 28, end: 34, category: 'EMAIL' },
    ])
    expect(parts).toEqual([
      { text: 'call ', marked: false },
      { text: '06 12 34 56 78', marked: true },
      { text: ' or mail ', marked: false },
      { text: 'a@b.fr', marked: true },
    ])
    expect(parts.map((p) => p.text).join('')).toBe(text)
  })
})

describe('excerptsByCategory', () => {
  it('keeps a short text whole, the match marked', () => {
    const { text, span } = markedOf('My e-mail is [jean at gmail dot com], write!')
    const [group] = excerptsByCategory(text, [span])
    expect(group?.category).toBe('EMAIL')
    expect(group?.excerpts).toEqual([
      {
        clippedStart: false,
        clippedEnd: false,
        parts: [
          { text: 'My e-mail is ', marked: false },
          { text: 'jean at gmail dot com', marked: true },
          { text: ', write!', marked: false },
        ],
      },
    ])
  })

  it('cuts a long text around the match at word boundaries and says it was cut', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(6)
    const { text, span } = markedOf(`${filler}reach me on [WhatsApp] tonight ${filler}`, 'MESSAGING_APP')
    const [excerpt] = excerptsByCategory(text, [span])[0]?.excerpts ?? []
    expect(excerpt?.clippedStart).toBe(true)
    expect(excerpt?.clippedEnd).toBe(true)
    const shown = excerpt?.parts.map((p) => p.text).join('') ?? ''
    expect(shown.length).toBeLessThanOrEqual('WhatsApp'.length + 2 * EXCERPT_CONTEXT_CHARS)
    expect(shown.startsWith(' ')).toBe(false)
    expect(shown).toContain('reach me on WhatsApp tonight')
    expect(excerpt?.parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['WhatsApp'])
  })

  it('groups by category in order of appearance and shares one excerpt between nearby matches', () => {
    const text = 'snap: jean_d or insta: jean_d, and jean@x.fr'
    const groups = excerptsByCategory(text, [
      { start: 35, end: 44, category: 'EMAIL' },
      { start: 0, end: 12, category: 'SOCIAL' },
      { start: 16, end: 29, category: 'SOCIAL' },
    ])
    expect(groups.map((g) => g.category)).toEqual(['SOCIAL', 'EMAIL'])
    expect(groups[0]?.excerpts).toHaveLength(1)
    expect(groups[0]?.excerpts[0]?.parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['snap: jean_d', 'insta: jean_d'])
  })

  it('ignores spans outside the text', () => {
    expect(excerptsByCategory('abc', [{ start: 1, end: 9, category: 'URL' }])).toEqual([])
  })
})
