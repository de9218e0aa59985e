import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/contract/colour'
import { escapeXml, monogramOf, monogramSvg, socialCardSvg, textColourOn, wrapText } from './brand-art'

describe('brand art', () => {
  it('sets text in a colour with at least 4.5:1 contrast on any brand colour', () => {
    for (const colour of ['#1f4e79', '#ffffff', '#000000', '#777777', '#ffcc00', '#e63946', '#2a9d8f', '#808080', '#767676', '#8a8a8a'])
      expect(contrastRatio(textColourOn(colour), colour)).toBeGreaterThanOrEqual(4.5)
    expect(textColourOn('#1f4e79')).toBe('#ffffff')
    expect(textColourOn('#ffcc00')).toBe('#000000')
  })
  it('wraps words, cuts with an ellipsis past the last line, and escapes markup', () => {
    expect(wrapText('Meet our student ambassadors today', 16, 3)).toEqual(['Meet our student', 'ambassadors', 'today'])
    const cut = wrapText('one two three four five six seven', 9, 2)
    expect(cut).toHaveLength(2)
    expect(cut[1]).toMatch(/…$/)
    expect(escapeXml(`<b>"R&D"</b>`)).toBe('&lt;b&gt;&quot;R&amp;D&quot;&lt;/b&gt;')
    expect(socialCardSvg({ name: 'A </text><script>', tagline: 't', colour: '#1f4e79', width: 1200, height: 630, iconPx: 120 })).not.toContain('<script>')
  })
  it('makes initials from the capitalised words of the name', () => {
    expect(monogramOf('Demo University')).toBe('DU')
    expect(monogramOf('Université de Montréal')).toBe('UM')
    expect(monogramOf('école')).toBe('É')
    expect(monogramOf('!!!')).toBe('?')
  })
  it('renders with sharp: the card at 1200×630 in the brand colour, the monogram square', async () => {
    const card = sharp(Buffer.from(socialCardSvg({ name: 'Demo University', tagline: 'Ask our students', colour: '#1f4e79', width: 1200, height: 630, iconPx: 120 })))
    const { data, info } = await card.raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([1200, 630])
    // Bottom-right corner: plain background.
    const corner = (info.width * info.height - 1) * info.channels
    expect([data[corner], data[corner + 1], data[corner + 2]]).toEqual([0x1f, 0x4e, 0x79])
    const stats = await card.stats()
    // White text is drawn: some channel reaches the top of its range.
    expect(stats.channels[0]?.max).toBe(255)
    const icon = await sharp(Buffer.from(monogramSvg({ name: 'Demo University', colour: '#1f4e79', size: 192, safeZone: 1 })))
      .png()
      .metadata()
    expect([icon.width, icon.height]).toEqual([192, 192])
  })
})
