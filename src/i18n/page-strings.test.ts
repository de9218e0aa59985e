import { describe, expect, it } from 'vitest'
import { pageStringsElement, serializePageStrings, type PageStrings } from './page-strings'

describe('page strings in the HTML', () => {
  const strings: PageStrings = { locale: 'fr', groups: { app: { brand: 'Portail </script><script>alert(1)</script> & co' } } }

  it('cannot close its element, whatever a string holds, and reads back the same', () => {
    const json = serializePageStrings(strings)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(strings)
  })

  it('is a JSON block, not a script the browser runs', () => {
    expect(pageStringsElement(strings)).toMatch(/^<script type="application\/json" id="page-strings">[^<]+<\/script>$/)
  })
})
