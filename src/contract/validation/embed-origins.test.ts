import { describe, expect, it } from 'vitest'
import { firstRefusedOrigin, isAllowedEmbedOrigin, parseOriginLines } from './embed-origins'

describe('isAllowedEmbedOrigin', () => {
  it.each(['https://example.org', 'https://www.univ-exemple.fr', 'https://example.org:8443', 'http://localhost:5173', 'http://127.0.0.1:4401', 'https://localhost'])(
    'accepts %s',
    (origin) => expect(isAllowedEmbedOrigin(origin)).toBe(true),
  )

  it.each([
    'http://example.org', // not https
    'http://localhost', // development needs its port
    'https://example.org/', // a path, even "/"
    'https://example.org/page',
    'https://example.org?x=1',
    'https://example.org#top',
    'https://user@example.org',
    'https://*.example.org',
    'https://Example.org', // browsers send lower case
    'https://example.org:443', // browsers drop the default port
    'https://example.org:0',
    'https://example.org:65536',
    'https://intranet', // no dot: not a public host name
    'javascript:alert(1)',
    'ftp://example.org',
    ' https://example.org',
    '',
  ])('refuses %j', (origin) => expect(isAllowedEmbedOrigin(origin)).toBe(false))
})

describe('parseOriginLines', () => {
  it('keeps one trimmed origin per non-blank line', () => {
    expect(parseOriginLines(' https://a.example \r\n\n  \nhttp://localhost:3000\n')).toEqual(['https://a.example', 'http://localhost:3000'])
    expect(parseOriginLines('')).toEqual([])
  })

  it('names the first refused origin', () => {
    expect(firstRefusedOrigin(['https://a.example', 'http://b.example', 'c'])).toBe('http://b.example')
    expect(firstRefusedOrigin(['https://a.example'])).toBeUndefined()
  })
})
