// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { emptyAnswers, type MatchAnswers } from './match-answers'
import { clearMatch, loadMatch, MATCH_STORAGE_KEY, sanitizeAnswers, saveMatch } from './match-storage'
import { MATCH_ANSWERS_TTL_MS } from './match-storage'

const answers: MatchAnswers = {
  fields: ['engineering'],
  interests: ['music'],
  studyLevel: 'MASTER',
  country: 'FR',
  place: { city: 'Lyon', latitude: 45.76, longitude: 4.84 },
  languages: ['fr', 'en'],
  next: 'community',
}

describe('match storage', () => {
  beforeEach(() => localStorage.clear())

  it('keeps answers, step and flags across a reload', () => {
    saveMatch({ answers, step: 3, started: true, completedFor: null })
    expect(loadMatch()).toEqual({ answers, step: 3, started: true, completedFor: null })
    clearMatch()
    expect(loadMatch()).toBeNull()
  })

  it('forgets answers after the time-to-live', () => {
    const savedAt = 1_000_000
    saveMatch({ answers, step: 2, started: true, completedFor: null }, localStorage, savedAt)
    expect(loadMatch(localStorage, savedAt + MATCH_ANSWERS_TTL_MS)).not.toBeNull()
    expect(loadMatch(localStorage, savedAt + MATCH_ANSWERS_TTL_MS + 1)).toBeNull()
    expect(localStorage.getItem(MATCH_STORAGE_KEY)).toBeNull()
  })

  it('ignores broken or foreign values instead of failing', () => {
    localStorage.setItem(MATCH_STORAGE_KEY, '{not json')
    expect(loadMatch()).toBeNull()
    localStorage.setItem(MATCH_STORAGE_KEY, JSON.stringify({ version: 99, savedAt: Date.now(), answers }))
    expect(loadMatch()).toBeNull()
    expect(loadMatch(null)).toBeNull()
  })

  it('keeps only well-formed answers', () => {
    const dirty = {
      fields: ['engineering', '<script>', 42, 'engineering'],
      interests: 'music',
      studyLevel: 'WIZARD',
      country: 'france',
      place: { city: 'Lyon', latitude: 123, longitude: 4 },
      languages: ['fr', 'FRENCH'],
      next: 'call',
    }
    expect(sanitizeAnswers(dirty)).toEqual({
      fields: ['engineering'],
      interests: [],
      studyLevel: null,
      country: null,
      place: { city: 'Lyon' },
      languages: ['fr'],
      next: 'call',
    })
    expect(sanitizeAnswers(null)).toBeNull()
    expect(sanitizeAnswers({})).toEqual({ ...emptyAnswers('en'), languages: [] })
  })

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    expect(() => saveMatch({ answers, step: 1, started: false, completedFor: null }, throwing)).not.toThrow()
    expect(loadMatch(throwing)).toBeNull()
    expect(() => clearMatch(throwing)).not.toThrow()
  })
})
