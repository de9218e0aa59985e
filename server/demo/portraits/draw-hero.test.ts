import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { drawHomeHero } from './draw-hero'

describe('the home page illustration', () => {
  it('public/home-hero.svg is what the drawing makes (regenerate with `npm run art`)', () => {
    expect(readFileSync(new URL('../../../public/home-hero.svg', import.meta.url), 'utf8')).toBe(drawHomeHero())
  })

  it('holds only shapes and stays small', () => {
    const svg = drawHomeHero()
    expect(svg).not.toMatch(/<(text|script|a|image|foreignObject)\b|href=/)
    expect(Buffer.byteLength(svg)).toBeLessThan(16_000)
  })
})
