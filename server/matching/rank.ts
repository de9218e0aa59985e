/**
 * Who fits a visitor best: the visitor's answers as a profile (checked), and
 * the organization's ambassadors ranked for it (decision 014). Used by
 * `match`, by "ask any ambassador" routing and by re-routing on deactivation.
 */
import { badInput } from '../core/errors'
import type { Deps } from '../core/deps'
import type { MatchInput } from '../schema-types.generated'
import type { MatchIndex } from './index-cache'
import { rankCandidates } from './score'
import type { Reason, VisitorProfile } from './score'

/** A visitor's answers: only what the questionnaire can send (at most 20 of each list). */
export type VisitorAnswers = Omit<MatchInput, 'first'>

export const MATCH_RESULTS_MAX = 50

const codes = (list: readonly string[] | null | undefined, pattern: RegExp, normalise: (s: string) => string): string[] =>
  [...new Set((list ?? []).map((s) => normalise(s.trim())).filter((s) => pattern.test(s)))].slice(0, 20)

export function toVisitorProfile(input: VisitorAnswers): VisitorProfile {
  const country = input.country?.trim().toUpperCase() ?? ''
  if (country !== '' && !/^[A-Z]{2}$/.test(country)) throw badInput('match.country must be an ISO 3166-1 alpha-2 code, e.g. "FR".')
  const { latitude, longitude } = input
  const hasCoordinates = typeof latitude === 'number' && typeof longitude === 'number'
  if (hasCoordinates && (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)) throw badInput('match.latitude/longitude are out of range.')
  return {
    fields: codes(input.fields, /^[a-z0-9-]{1,40}$/, (s) => s.toLowerCase()),
    studyLevel: input.studyLevel ?? null,
    country: country === '' ? null : country,
    latitude: hasCoordinates ? latitude : null,
    longitude: hasCoordinates ? longitude : null,
    languages: codes(input.languages, /^[a-z]{2,3}$/, (s) => s.toLowerCase()),
    interests: codes(input.interests, /^[a-z0-9-]{1,40}$/, (s) => s.toLowerCase()),
  }
}

/** What ranking reads: the organization and the process's in-memory index of its ambassadors. */
export type RankDeps = Pick<Deps, 'org'> & { readonly matchIndex: MatchIndex }

export async function rankForVisitor(deps: RankDeps, profile: VisitorProfile, limit: number) {
  return rankCandidates(profile, await deps.matchIndex.candidates(deps.org.id), limit)
}

/** A ranked ambassador as `match` answers it (its `ambassador` field loads the row). */
export interface AmbassadorMatchView {
  readonly ambassadorId: string
  readonly score: number
  readonly reasons: readonly Reason[]
}
