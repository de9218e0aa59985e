/**
 * Deterministic matching (docs/spec.md §4): a weighted overlap between what the
 * visitor answered and each ambassador's profile, normalised to 0–100 over
 * the criteria the visitor actually answered. No language in common ranks
 * last (and halves the score); ties go to more answered questions, then id.
 */
export const WEIGHTS = { field: 30, studyLevel: 15, language: 20, place: 15, interests: 15, fastAnswerer: 5 } as const

export type ReasonCode =
  'SAME_FIELD' | 'SAME_STUDY_LEVEL' | 'SPEAKS_LANGUAGE' | 'SAME_COUNTRY' | 'NEARBY' | 'SHARED_INTEREST' | 'FAST_ANSWERER' | 'NO_COMMON_LANGUAGE' | 'INTERNATIONAL'

export interface Reason {
  readonly code: ReasonCode
  readonly value: string | null
}

export interface VisitorProfile {
  readonly fields: readonly string[]
  readonly studyLevel: string | null
  readonly country: string | null
  readonly latitude: number | null
  readonly longitude: number | null
  readonly languages: readonly string[]
  readonly interests: readonly string[]
}

export interface Candidate {
  readonly id: string
  readonly fieldKey: string
  readonly studyLevel: string
  readonly languages: readonly string[]
  readonly country: string
  readonly latitude: number
  readonly longitude: number
  readonly interests: readonly string[]
  readonly answeredCount: number
  readonly medianAnswerMinutes: number | null
}

export interface Scored {
  readonly id: string
  /** 0–100, what the visitor sees. */
  readonly score: number
  /** Unrounded, for ordering. */
  readonly exact: number
  readonly commonLanguage: boolean
  readonly answeredCount: number
  readonly reasons: readonly Reason[]
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The largest score this visitor can reach: only criteria they answered count. */
export function possiblePoints(v: VisitorProfile): number {
  let total = WEIGHTS.fastAnswerer
  if (v.fields.length > 0) total += WEIGHTS.field
  if (v.studyLevel !== null) total += WEIGHTS.studyLevel
  if (v.languages.length > 0) total += WEIGHTS.language
  if (v.country !== null || (v.latitude !== null && v.longitude !== null)) total += WEIGHTS.place
  if (v.interests.length > 0) total += WEIGHTS.interests
  return total
}

export function scoreCandidate(v: VisitorProfile, c: Candidate, possible = possiblePoints(v)): Scored {
  const reasons: Reason[] = []
  let points = 0
  if (v.fields.includes(c.fieldKey)) {
    points += WEIGHTS.field
    reasons.push({ code: 'SAME_FIELD', value: c.fieldKey })
  }
  if (v.studyLevel !== null && v.studyLevel === c.studyLevel) {
    points += WEIGHTS.studyLevel
    reasons.push({ code: 'SAME_STUDY_LEVEL', value: c.studyLevel })
  }
  let commonLanguage = true
  if (v.languages.length > 0) {
    const shared = c.languages.filter((l) => v.languages.includes(l))
    commonLanguage = shared.length > 0
    if (commonLanguage) points += WEIGHTS.language
    for (const l of shared) reasons.push({ code: 'SPEAKS_LANGUAGE', value: l })
  }
  if (v.latitude !== null && v.longitude !== null) {
    const km = distanceKm(v.latitude, v.longitude, c.latitude, c.longitude)
    const sameCountry = v.country !== null && v.country === c.country
    const near = km <= 50 ? 15 : km <= 300 ? 12 : 0
    points += Math.max(near, sameCountry ? 10 : 0)
    if (near > 0) reasons.push({ code: 'NEARBY', value: String(Math.round(km)) })
    else if (sameCountry) reasons.push({ code: 'SAME_COUNTRY', value: c.country })
  } else if (v.country !== null && v.country === c.country) {
    points += WEIGHTS.place
    reasons.push({ code: 'SAME_COUNTRY', value: c.country })
  }
  if (v.interests.length > 0) {
    const shared = c.interests.filter((i) => v.interests.includes(i))
    points += WEIGHTS.interests * Math.min(1, shared.length / Math.min(3, v.interests.length))
    for (const i of shared) reasons.push({ code: 'SHARED_INTEREST', value: i })
  }
  const median = c.medianAnswerMinutes
  if (median !== null) {
    const boost = median <= 60 ? 5 : median <= 240 ? 3 : median <= 1440 ? 1 : 0
    points += boost
    if (boost >= 3) reasons.push({ code: 'FAST_ANSWERER', value: String(median) })
  }
  let exact = (100 * points) / possible
  if (!commonLanguage) {
    exact /= 2
    reasons.push({ code: 'NO_COMMON_LANGUAGE', value: null })
  }
  return { id: c.id, score: Math.round(exact), exact, commonLanguage, answeredCount: c.answeredCount, reasons }
}

/** Best first: a common language, then score, then answered count, then id. */
export function compareScored(a: Scored, b: Scored): number {
  if (a.commonLanguage !== b.commonLanguage) return a.commonLanguage ? -1 : 1
  if (a.exact !== b.exact) return b.exact - a.exact
  if (a.answeredCount !== b.answeredCount) return b.answeredCount - a.answeredCount
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Points only (no reasons, no allocation): the hot loop over every candidate. */
function points(v: VisitorProfile, c: Candidate): number {
  let total = 0
  if (v.fields.includes(c.fieldKey)) total += WEIGHTS.field
  if (v.studyLevel !== null && v.studyLevel === c.studyLevel) total += WEIGHTS.studyLevel
  let common = true
  if (v.languages.length > 0) {
    common = false
    for (const l of c.languages)
      if (v.languages.includes(l)) {
        common = true
        break
      }
    if (common) total += WEIGHTS.language
  }
  if (v.latitude !== null && v.longitude !== null) {
    const km = distanceKm(v.latitude, v.longitude, c.latitude, c.longitude)
    const near = km <= 50 ? 15 : km <= 300 ? 12 : 0
    total += Math.max(near, v.country !== null && v.country === c.country ? 10 : 0)
  } else if (v.country !== null && v.country === c.country) total += WEIGHTS.place
  if (v.interests.length > 0) {
    let shared = 0
    for (const i of c.interests) if (v.interests.includes(i)) shared++
    total += WEIGHTS.interests * Math.min(1, shared / Math.min(3, v.interests.length))
  }
  const median = c.medianAnswerMinutes
  if (median !== null) total += median <= 60 ? 5 : median <= 240 ? 3 : median <= 1440 ? 1 : 0
  // Encode "no common language" as a negative total so one number orders both.
  return common ? total : -1000 + total / 2
}

interface Ranked {
  readonly key: number
  readonly c: Candidate
}

const better = (a: Ranked, b: Ranked): boolean =>
  a.key !== b.key ? a.key > b.key : a.c.answeredCount !== b.c.answeredCount ? a.c.answeredCount > b.c.answeredCount : a.c.id < b.c.id

/**
 * The `limit` best candidates, ranked (same order as sorting every
 * `scoreCandidate` with `compareScored`). Points are computed for everyone
 * without allocating; reasons only for the winners.
 */
export function rankCandidates(v: VisitorProfile, candidates: readonly Candidate[], limit: number): Scored[] {
  const possible = possiblePoints(v)
  const top: Ranked[] = []
  for (const c of candidates) {
    const key = points(v, c)
    if (top.length === limit) {
      const worst = top[top.length - 1] as Ranked
      if (key < worst.key || (key === worst.key && !better({ key, c }, worst))) continue
      top.pop()
    }
    const entry = { key, c }
    let i = top.length
    while (i > 0 && better(entry, top[i - 1] as Ranked)) i--
    top.splice(i, 0, entry)
  }
  return top.map((r) => scoreCandidate(v, r.c, possible))
}
