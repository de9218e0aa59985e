/**
 * What a visitor answers in the match questionnaire, and how those answers
 * become the API's `MatchInput`. Kept free of React so the questionnaire,
 * the storage and /matchQuestion + /matchCommunity share one definition.
 */
import type { Locale } from '../../contract/locale'

export const STUDY_LEVELS = ['BACHELOR', 'MASTER', 'PHD', 'EXCHANGE', 'ALUMNI'] as const
export type StudyLevel = (typeof STUDY_LEVELS)[number]

/** The three ways on from the results: ask → /matchQuestion, community → /matchCommunity, call → /meet. */
export const NEXT_STEPS = ['ask', 'community', 'call'] as const
export type NextStep = (typeof NEXT_STEPS)[number]

/** What the city field emits: plain text now; Places autocomplete adds coordinates. */
export interface CityValue {
  readonly city: string
  readonly latitude?: number
  readonly longitude?: number
}

export interface MatchAnswers {
  /** Field-of-study keys (organization.fields). */
  readonly fields: readonly string[]
  /** Interest keys (organization.interests). */
  readonly interests: readonly string[]
  readonly studyLevel: StudyLevel | null
  /** ISO 3166-1 alpha-2. */
  readonly country: string | null
  readonly place: CityValue
  /** ISO 639-1. */
  readonly languages: readonly string[]
  readonly next: NextStep | null
}

/** A fresh questionnaire: the page's language is pre-selected (a visitor reading French speaks it). */
export function emptyAnswers(locale: Locale): MatchAnswers {
  return { fields: [], interests: [], studyLevel: null, country: null, place: { city: '' }, languages: [locale], next: null }
}

/** The variables of the `match` query (server/schema.graphql `MatchInput`); unanswered criteria are left out. */
export interface MatchInputVariables {
  fields?: string[]
  interests?: string[]
  studyLevel?: StudyLevel
  country?: string
  city?: string
  latitude?: number
  longitude?: number
  languages?: string[]
  first?: number
}

export function toMatchInput(answers: MatchAnswers, first?: number): MatchInputVariables {
  const input: MatchInputVariables = {}
  if (answers.fields.length) input.fields = [...answers.fields]
  if (answers.interests.length) input.interests = [...answers.interests]
  if (answers.studyLevel) input.studyLevel = answers.studyLevel
  if (answers.country) input.country = answers.country
  const city = answers.place.city.trim()
  if (city) input.city = city
  const { latitude, longitude } = answers.place
  // Coordinates only make sense as a pair, and only for the city they were found for.
  if (city && typeof latitude === 'number' && typeof longitude === 'number') Object.assign(input, { latitude, longitude })
  if (answers.languages.length) input.languages = [...answers.languages]
  if (first !== undefined) input.first = first
  return input
}

/** Toggles one key in a multi-select answer (chips), keeping the order of choice. */
export function toggleValue(list: readonly string[], value: string, selected: boolean): string[] {
  const without = list.filter((item) => item !== value)
  return selected ? [...without, value] : without
}
