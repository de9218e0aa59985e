import { describe, expect, it } from 'vitest'
import { compareScored, distanceKm, rankCandidates, scoreCandidate } from './score'
import type { Candidate, VisitorProfile } from './score'

const visitor: VisitorProfile = {
  fields: ['engineering'],
  studyLevel: 'MASTER',
  country: 'FR',
  latitude: 48.86,
  longitude: 2.35,
  languages: ['fr', 'en'],
  interests: ['sports', 'music'],
}
const base: Candidate = {
  id: 'b',
  fieldKey: 'law',
  studyLevel: 'BACHELOR',
  languages: ['en'],
  country: 'US',
  latitude: 40.7,
  longitude: -74,
  interests: [],
  answeredCount: 0,
  medianAnswerMinutes: null,
}

describe('scoreCandidate', () => {
  it('gives 100 to a perfect match with all reasons', () => {
    const perfect = {
      ...base,
      id: 'p',
      fieldKey: 'engineering',
      studyLevel: 'MASTER',
      languages: ['fr'],
      country: 'FR',
      latitude: 48.85,
      longitude: 2.3,
      interests: ['sports', 'music'],
      medianAnswerMinutes: 30,
    }
    const s = scoreCandidate(visitor, perfect)
    expect(s.score).toBe(100)
    expect(s.reasons.map((r) => r.code)).toEqual(['SAME_FIELD', 'SAME_STUDY_LEVEL', 'SPEAKS_LANGUAGE', 'NEARBY', 'SHARED_INTEREST', 'SHARED_INTEREST', 'FAST_ANSWERER'])
    expect(s.reasons[0]).toEqual({ code: 'SAME_FIELD', value: 'engineering' })
  })
  it('normalises over the criteria the visitor answered', () => {
    const onlyField: VisitorProfile = { fields: ['law'], studyLevel: null, country: null, latitude: null, longitude: null, languages: [], interests: [] }
    expect(scoreCandidate(onlyField, base).score).toBe(86) // 30 of 35 (field + fast-answerer boost)
  })
  it('halves the score and says so when there is no common language', () => {
    const s = scoreCandidate({ ...visitor, languages: ['ja'] }, { ...base, fieldKey: 'engineering' })
    expect(s.commonLanguage).toBe(false)
    expect(s.reasons.at(-1)).toEqual({ code: 'NO_COMMON_LANGUAGE', value: null })
  })
  it('uses same country when the visitor gave no coordinates', () => {
    const s = scoreCandidate({ ...visitor, latitude: null, longitude: null }, { ...base, country: 'FR' })
    expect(s.reasons).toContainEqual({ code: 'SAME_COUNTRY', value: 'FR' })
  })
  it('measures distances', () => {
    expect(Math.round(distanceKm(48.86, 2.35, 51.51, -0.13))).toBe(343) // Paris–London (≈ 344 km)
  })
})

describe('rankCandidates', () => {
  const c = (id: string, over: Partial<Candidate>): Candidate => ({ ...base, id, ...over })
  it('ranks candidates with no common language last, even with a higher score', () => {
    const ranked = rankCandidates(visitor, [c('x', { fieldKey: 'engineering', studyLevel: 'MASTER', languages: ['ja'] }), c('y', { languages: ['en'] })], 10)
    expect(ranked.map((r) => r.id)).toEqual(['y', 'x'])
  })
  it('breaks ties by answered count, then id', () => {
    const ranked = rankCandidates(visitor, [c('c', { answeredCount: 1 }), c('a', { answeredCount: 5 }), c('b', { answeredCount: 5 })], 10)
    expect(ranked.map((r) => r.id)).toEqual(['a', 'b', 'c'])
  })
  it('keeps only the best `limit`, in the same order a full sort gives', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      c(`id${String(i).padStart(3, '0')}`, {
        fieldKey: i % 3 === 0 ? 'engineering' : 'law',
        languages: i % 7 === 0 ? ['de'] : ['en'],
        interests: i % 2 === 0 ? ['sports'] : [],
        answeredCount: i % 11,
      }),
    )
    const full = many
      .map((c) => scoreCandidate(visitor, c))
      .sort(compareScored)
      .slice(0, 10)
      .map((r) => r.id)
    expect(rankCandidates(visitor, many, 10).map((r) => r.id)).toEqual(full)
  })
  it('is deterministic whatever the input order', () => {
    const list = [c('a', { fieldKey: 'engineering' }), c('b', { interests: ['music'] }), c('c', {})]
    expect(rankCandidates(visitor, [...list].reverse(), 3).map((r) => r.id)).toEqual(rankCandidates(visitor, list, 3).map((r) => r.id))
  })
})
