/** The community group that fits a visitor best, with reasons (same weights as ambassador matching). */
import type { CommunityRow } from '../db/rows'
import { possiblePoints, WEIGHTS } from './score'
import type { Reason, VisitorProfile } from './score'

export interface CommunityScore {
  readonly community: CommunityRow
  readonly score: number
  readonly reasons: readonly Reason[]
}

export function scoreCommunity(v: VisitorProfile, c: CommunityRow, homeCountry: string): CommunityScore {
  const reasons: Reason[] = []
  let points = 0
  for (const f of v.fields) if (c.fieldKeys.includes(f)) reasons.push({ code: 'SAME_FIELD', value: f })
  if (reasons.length > 0) points += WEIGHTS.field
  if (v.studyLevel !== null && c.studyLevels.includes(v.studyLevel)) {
    points += WEIGHTS.studyLevel
    reasons.push({ code: 'SAME_STUDY_LEVEL', value: v.studyLevel })
  }
  const languages = v.languages.filter((l) => c.languages.includes(l))
  if (languages.length > 0) points += WEIGHTS.language
  for (const l of languages) reasons.push({ code: 'SPEAKS_LANGUAGE', value: l })
  if (c.forInternational && v.country !== null && v.country !== homeCountry) {
    points += WEIGHTS.place
    reasons.push({ code: 'INTERNATIONAL', value: v.country })
  }
  const interests = v.interests.filter((i) => c.interests.includes(i))
  if (v.interests.length > 0) points += WEIGHTS.interests * Math.min(1, interests.length / Math.min(3, v.interests.length))
  for (const i of interests) reasons.push({ code: 'SHARED_INTEREST', value: i })
  // No fast-answerer boost for groups: leave it out of the possible points.
  const possible = Math.max(1, possiblePoints(v) - WEIGHTS.fastAnswerer)
  return { community: c, score: Math.min(100, Math.round((100 * points) / possible)), reasons }
}

/** Highest score; ties keep the organization's display order. */
export function bestCommunity(v: VisitorProfile, list: readonly CommunityRow[], homeCountry: string): CommunityScore | null {
  let best: CommunityScore | null = null
  for (const c of [...list].sort((a, b) => a.position - b.position)) {
    const s = scoreCommunity(v, c, homeCountry)
    if (best === null || s.score > best.score) best = s
  }
  return best
}
