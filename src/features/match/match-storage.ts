/**
 * The questionnaire answers in localStorage: a reload, the language switch,
 * /matchQuestion and /matchCommunity (also in another tab) read the same
 * answers. Everything read back is checked field by field (old versions,
 * hand-edited storage) and expires after MATCH_ANSWERS_TTL_MS. Every storage
 * call is guarded: private modes and full quotas only lose the memory.
 */
import { SESSION_TTL_S } from '../../contract/limits'
import { NEXT_STEPS, STUDY_LEVELS, type CityValue, type MatchAnswers, type NextStep, type StudyLevel } from './match-answers'

/** Match questionnaire answers are kept in localStorage this long (the visitor session's 7 days). */
export const MATCH_ANSWERS_TTL_MS = SESSION_TTL_S * 1000

export const MATCH_STORAGE_KEY = 'match:answers'
const VERSION = 1

export interface StoredMatch {
  readonly answers: MatchAnswers
  /** Where the visitor was (1…5, or the results). */
  readonly step: number
  readonly started: boolean
  /** The answers (as match input) `match_completed` was last recorded for, so a reload records nothing new. */
  readonly completedFor: string | null
}

export function localStore(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}

const KEY_PATTERN = /^[a-z0-9-]{1,40}$/
const LANGUAGE_PATTERN = /^[a-z]{2,3}$/
const COUNTRY_PATTERN = /^[A-Z]{2}$/
const LIST_MAX = 30

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const codes = (value: unknown, pattern: RegExp): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && pattern.test(v)))].slice(0, LIST_MAX) : []

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

function sanitizePlace(value: unknown): CityValue {
  if (!isRecord(value) || typeof value.city !== 'string') return { city: '' }
  const latitude = finite(value.latitude)
  const longitude = finite(value.longitude)
  const valid = latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  return valid ? { city: value.city, latitude, longitude } : { city: value.city }
}

/** Answers as stored, or null when the value is not answers at all. */
export function sanitizeAnswers(value: unknown): MatchAnswers | null {
  if (!isRecord(value)) return null
  return {
    fields: codes(value.fields, KEY_PATTERN),
    interests: codes(value.interests, KEY_PATTERN),
    studyLevel: oneOf<StudyLevel>(value.studyLevel, STUDY_LEVELS),
    country: typeof value.country === 'string' && COUNTRY_PATTERN.test(value.country) ? value.country : null,
    place: sanitizePlace(value.place),
    languages: codes(value.languages, LANGUAGE_PATTERN),
    next: oneOf<NextStep>(value.next, NEXT_STEPS),
  }
}

export function loadMatch(storage: Storage | null = localStore(), now = Date.now()): StoredMatch | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(MATCH_STORAGE_KEY)
    if (raw === null) return null
    const parsed: unknown = JSON.parse(raw)
    if (!isRecord(parsed) || parsed.version !== VERSION || typeof parsed.savedAt !== 'number' || now - parsed.savedAt > MATCH_ANSWERS_TTL_MS) {
      storage.removeItem(MATCH_STORAGE_KEY)
      return null
    }
    const answers = sanitizeAnswers(parsed.answers)
    if (!answers) return null
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 1
    return { answers, step, started: parsed.started === true, completedFor: typeof parsed.completedFor === 'string' ? parsed.completedFor : null }
  } catch {
    return null
  }
}

export function saveMatch(stored: StoredMatch, storage: Storage | null = localStore(), now = Date.now()): void {
  try {
    storage?.setItem(MATCH_STORAGE_KEY, JSON.stringify({ version: VERSION, savedAt: now, ...stored }))
  } catch {
    // Quota or privacy mode: the questionnaire still works, only without memory.
  }
}

export function clearMatch(storage: Storage | null = localStore()): void {
  try {
    storage?.removeItem(MATCH_STORAGE_KEY)
  } catch {
    // Nothing to clear.
  }
}
