import { describe, expect, it } from 'vitest'
import { webManifest } from './web-manifest'

describe('webManifest', () => {
  it('is one app in two languages: French starts at /fr, both share id and scope', () => {
    const en = webManifest({ locale: 'en', name: 'Demo University', tagline: 'Ask us', colour: '#1f4e79' })
    const fr = webManifest({ locale: 'fr', name: 'Université Démo', tagline: 'Demandez', colour: '#1f4e79' })
    expect([en.start_url, fr.start_url]).toEqual(['/', '/fr'])
    expect([en.id, en.scope, fr.id, fr.scope]).toEqual(['/', '/', '/', '/'])
    expect(en).toMatchObject({ lang: 'en', display: 'standalone', theme_color: '#1f4e79', short_name: 'DU' })
    expect(en.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
    expect(webManifest({ locale: 'en', name: 'Short', tagline: '', colour: '#000000' }).short_name).toBe('Short')
  })
})
