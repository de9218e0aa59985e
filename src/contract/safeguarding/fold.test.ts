import { describe, expect, it } from 'vitest'
import { foldText, foldWord, originalSpan } from './fold'

describe('foldText', () => {
  it('lower-cases, drops accents and spells ligatures out', () => {
    expect(foldText('Élève CŒUR Straße').text).toBe('eleve coeur strasse')
  })

  it('maps every folded character back to the characters it came from', () => {
    const original = 'Cœur e\u0301té'
    const folded = foldText(original)
    expect(folded.text).toBe('coeur ete')
    // "oe" both come from "œ"; the "e" of "é" written as e + combining accent takes the accent along.
    expect(originalSpan(folded, 1, 3)).toEqual({ start: 1, end: 2 })
    expect(originalSpan(folded, 6, 7)).toEqual({ start: 5, end: 7 })
    expect(original.slice(originalSpan(folded, 0, folded.text.length).start, originalSpan(folded, 0, folded.text.length).end)).toBe(original)
  })

  it('drops invisible characters and keeps emoji (two code units) mapped', () => {
    const folded = foldText('a\u200bb 😀c')
    expect(folded.text).toBe('ab 😀c')
    expect(originalSpan(folded, 0, 1)).toEqual({ start: 0, end: 2 })
    expect(originalSpan(folded, 1, 2)).toEqual({ start: 2, end: 3 })
    expect(originalSpan(folded, 5, 6)).toEqual({ start: 6, end: 7 })
  })

  it('writes typographic apostrophes as the plain one', () => {
    expect(foldText('l’école').text).toBe("l'ecole")
  })
})

describe('foldWord', () => {
  it('makes words that differ only by case, accents or spacing equal', () => {
    expect(foldWord('  Hôtel   DIEU ')).toBe(foldWord('hotel dieu'))
  })
})

describe('disguises folded away', () => {
  it('reads the digits of other scripts as ASCII digits', () => {
    expect(foldText('０６ ٠٦ ۰۶ ०६ 𝟎𝟔').text).toBe('06 06 06 06 06')
  })

  it('reads Cyrillic and Greek look-alikes as the Latin letters they imitate', () => {
    expect(foldText('whatsаpp snaр іnstа ѕnap ορen').text).toBe('whatsapp snap insta snap open')
  })
})
