import { describe, expect, it } from 'vitest'
import { EMBED_MAX_IDS, embedStatePath, parseEmbedParams } from './embed-params'

describe('parseEmbedParams', () => {
  it('defaults to the list of default ambassadors with in-frame actions', () => {
    expect(parseEmbedParams({})).toEqual({ view: 'list', ids: null, ask: null, meet: null, openInNewTab: false })
  })

  it('reads the view, the chosen ambassadors (deduplicated, in order, capped) and the target', () => {
    const many = Array.from({ length: EMBED_MAX_IDS + 5 }, (_, i) => `a${i}`).join(',')
    expect(parseEmbedParams({ view: 'carousel', ambassadors: 'b,a,b', target: 'top' })).toMatchObject({ view: 'carousel', ids: ['b', 'a'], openInNewTab: true })
    expect(parseEmbedParams({ ambassadors: many }).ids).toHaveLength(EMBED_MAX_IDS)
  })

  it('shows one form at a time: asking wins over booking', () => {
    expect(parseEmbedParams({ ask: 'a1', meet: 'b2' })).toMatchObject({ ask: 'a1', meet: null })
    expect(parseEmbedParams({ meet: 'b2' })).toMatchObject({ ask: null, meet: 'b2' })
  })
})

describe('embedStatePath', () => {
  it('keeps the frame configuration and swaps the state', () => {
    const search = { view: 'carousel', ambassadors: 'a,b', source: 'widget', meet: 'b', lang: 'fr' }
    expect(embedStatePath(search, { ask: 'a' })).toBe('/iframe?view=carousel&ambassadors=a,b&source=widget&ask=a')
    expect(embedStatePath(search, {})).toBe('/iframe?view=carousel&ambassadors=a,b&source=widget')
    expect(embedStatePath({}, {})).toBe('/iframe')
  })
})
