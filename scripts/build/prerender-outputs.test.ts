import { describe, expect, it } from 'vitest'
import { keysForPage } from '../../src/i18n/page-keys'
import type { PageStrings } from '../../src/i18n/page-strings'
import fr from '../../locales/fr.json'
import { withPageStrings } from './prerender-outputs'

const blockOf = (html: string): PageStrings => JSON.parse(/id="page-strings">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as PageStrings

describe('the strings a prerendered page carries', () => {
  it("are its language's groups of its first render, before </body>, once however often the step runs", () => {
    const html = '<html><body><main>…</main></body></html>'
    const once = withPageStrings(html, '/fr/community')
    const block = blockOf(once)
    expect(block.locale).toBe('fr')
    expect(Object.keys(block.groups).sort()).toEqual([...keysForPage('/pages/(graphql)/community')].sort())
    expect(block.groups.community).toEqual(fr.community)
    expect(once).toMatch(/<\/script><\/body><\/html>$/)
    expect(withPageStrings(once, '/fr/community')).toBe(once)
  })

  it('hold the shell only on a page without groups of its own', () => {
    expect(Object.keys(blockOf(withPageStrings('<body></body>', '/404-not-found')).groups).sort()).toEqual([...keysForPage('/pages/404-not-found')].sort())
  })
})
