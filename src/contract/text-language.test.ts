import { describe, expect, it } from 'vitest'
import { detectTextLanguage } from './text-language'

describe('detectTextLanguage', () => {
  it('recognises English questions and answers', () => {
    for (const text of [
      'What is student housing like in your city?',
      'Is it hard to find an internship during the first year?',
      'I lived on campus for a year and it was great: cheap, and close to the library.',
      'From Paris to campus: ask me anything',
    ])
      expect(detectTextLanguage(text)).toBe('en')
  })
  it('recognises French questions and answers', () => {
    for (const text of [
      'Comment se passe la vie étudiante sur le campus ?',
      "Est-ce qu'il est facile de trouver un logement ?",
      "J'ai fait mon stage à Lyon, c'était une très bonne expérience.",
      'Étudiant en master, je réponds à vos questions',
    ])
      expect(detectTextLanguage(text)).toBe('fr')
  })
  it('says nothing when the text is too short or mixed', () => {
    expect(detectTextLanguage('OK')).toBeNull()
    expect(detectTextLanguage('Merci!')).toBeNull()
    expect(detectTextLanguage('')).toBeNull()
    expect(detectTextLanguage('the campus and le campus et la ville')).toBeNull()
  })
})
