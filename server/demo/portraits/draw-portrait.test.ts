import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawPortrait, seedOf } from './draw-portrait'

describe('demo portraits', () => {
  it('draws the same face for the same seed and different faces for different seeds', () => {
    expect(drawPortrait(seedOf('a'))).toBe(drawPortrait(seedOf('a')))
    const faces = new Set(Array.from({ length: 40 }, (_, i) => drawPortrait(seedOf(`ambassador-${i}`))))
    expect(faces.size).toBe(40)
  })

  it('is an SVG sharp renders at the asked size, with a painted backdrop (no transparent corners in an avatar)', async () => {
    const { data, info } = await sharp(Buffer.from(drawPortrait(seedOf('x'), 96)))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([96, 96])
    expect(data[3]).toBe(255)
  })

  it('holds only shapes: no text, script, link or outside image', () => {
    for (let i = 0; i < 50; i++) expect(drawPortrait(i)).not.toMatch(/<(text|script|a|image|foreignObject)\b|href=/)
  })
})
