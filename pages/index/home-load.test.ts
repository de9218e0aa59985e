import { describe, expect, it } from 'vitest'
import { inPageLanguageFirst } from './home-load'

describe('inPageLanguageFirst', () => {
  it("puts the page's language first and keeps the newest-first order within each language", () => {
    const questions = [
      { id: 1, language: 'en' as const },
      { id: 2, language: 'fr' as const },
      { id: 3, language: 'en' as const },
      { id: 4, language: 'fr' as const },
    ]
    expect(inPageLanguageFirst(questions, 'fr').map((q) => q.id)).toEqual([2, 4, 1, 3])
    expect(inPageLanguageFirst(questions, 'en').map((q) => q.id)).toEqual([1, 3, 2, 4])
  })
})
