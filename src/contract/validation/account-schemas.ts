/**
 * The rules of the ambassadors' own forms (answers, profile, availability,
 * onboarding), shared by the ambassadors area and the API like schemas.ts;
 * apart so the public forms' first load does not carry them.
 */
import {
  ANSWER_MAX_CHARS,
  ANSWER_MIN_CHARS,
  BIO_MAX_CHARS,
  CITY_MAX_CHARS,
  HEADLINE_MAX_CHARS,
  MEETING_LENGTHS_MIN,
  NAME_MAX_CHARS,
  OUT_OF_OFFICE_MAX_DATES,
  PROFILE_LIST_MAX,
  WEEKLY_WINDOWS_MAX,
} from '../limits'
import { custom, max, min, required } from './rules'
import type { Rule } from './rules'
import { field, type FieldIssue, type FormSchema } from './schemas'

/** True for IANA zone names this runtime knows (e.g. `Europe/Paris`). */
export function isValidTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z_+\-/0-9]+$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** `HH:MM`, 00:00–23:59, or 24:00 to end a window at midnight. */
export const TIME_OF_DAY_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/
export const DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/

export const answerSchema = {
  body: field('fields.answer', [required(), min(ANSWER_MIN_CHARS), max(ANSWER_MAX_CHARS)]),
} satisfies FormSchema

const codeList = (pattern: RegExp): Rule =>
  custom({
    code: 'REGEX',
    messageKey: 'validation.default',
    test: (v) => Array.isArray(v) && v.every((item) => typeof item === 'string' && pattern.test(item)),
  })

export const profileSchema = {
  headline: field('fields.headline', [required(), max(HEADLINE_MAX_CHARS)]),
  // Optional: French pages show the English headline until it is written.
  headlineFr: field('fields.headlineFr', [max(HEADLINE_MAX_CHARS)]),
  bioEn: field('fields.bioEn', [max(BIO_MAX_CHARS)]),
  bioFr: field('fields.bioFr', [max(BIO_MAX_CHARS)]),
  city: field('fields.city', [required(), max(CITY_MAX_CHARS)]),
  languages: field('fields.languages', [required(), max(PROFILE_LIST_MAX), codeList(/^[a-z]{2,3}$/)]),
  interests: field('fields.interests', [max(PROFILE_LIST_MAX), codeList(/^[a-z0-9-]{1,40}$/)]),
} satisfies FormSchema

export const availabilitySchema = {
  timeZone: field('fields.timeZone', [required(), custom({ code: 'TIME_ZONE', messageKey: 'validation.default', test: isValidTimeZone })]),
  meetingMinutes: field('fields.meetingMinutes', [
    required(),
    custom({ code: 'NOT_ALLOWED', messageKey: 'validation.default', test: (v) => (MEETING_LENGTHS_MIN as readonly unknown[]).includes(v) }),
  ]),
  outOfOffice: field('fields.outOfOffice', [max(OUT_OF_OFFICE_MAX_DATES), codeList(DATE_PATTERN)]),
} satisfies FormSchema

/** The StudyLevel enum of the API. */
export const STUDY_LEVEL_VALUES = ['BACHELOR', 'MASTER', 'PHD', 'EXCHANGE', 'ALUMNI'] as const
/** A taxonomy key (field of study, interest): what the organization's `fields` and `interests` list. */
export const TERM_KEY_PATTERN = /^[a-z0-9-]{1,40}$/
const matching = (pattern: RegExp): Rule => custom({ code: 'REGEX', messageKey: 'validation.default', test: (v) => typeof v === 'string' && pattern.test(v) })

/**
 * The invitee's profile (completeProfile, issue 17): the public profile's
 * rules plus who they are and where they study. The API also checks the
 * field and interests against the organization's taxonomy, the country
 * against ISO 3166 and the weekly windows (validateWeeklyWindows).
 */
export const onboardingProfileSchema = {
  firstName: field('fields.firstName', [required(), max(NAME_MAX_CHARS)]),
  lastName: field('fields.lastName', [required(), max(NAME_MAX_CHARS)]),
  fieldKey: field('fields.fieldKey', [required(), matching(TERM_KEY_PATTERN)]),
  studyLevel: field('fields.studyLevel', [
    required(),
    custom({ code: 'NOT_ALLOWED', messageKey: 'validation.default', test: (v) => (STUDY_LEVEL_VALUES as readonly unknown[]).includes(v) }),
  ]),
  country: field('fields.country', [required(), matching(/^[A-Z]{2}$/)]),
  ...profileSchema,
  timeZone: availabilitySchema.timeZone,
} satisfies FormSchema

export interface WeeklyWindowInput {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  readonly weekday: number
  readonly start: string
  readonly end: string
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * Weekly availability windows: valid weekday and times, start before end, no
 * overlap within a day. Fields are `windows.<index>.<part>` so a form can point
 * at the exact row.
 */
export function validateWeeklyWindows(windows: readonly WeeklyWindowInput[]): FieldIssue[] {
  const issues: FieldIssue[] = []
  const fail = (fieldName: string, code: string): void => {
    issues.push({ field: fieldName, code, rule: 'custom', params: {}, messageKey: 'validation.default' })
  }
  if (windows.length > WEEKLY_WINDOWS_MAX) {
    issues.push({ field: 'windows', code: 'MAX', rule: 'max', params: { max: WEEKLY_WINDOWS_MAX } })
    return issues
  }
  windows.forEach((w, i) => {
    if (!Number.isInteger(w.weekday) || w.weekday < 1 || w.weekday > 7) fail(`windows.${i}.weekday`, 'INVALID')
    if (!TIME_OF_DAY_PATTERN.test(w.start) || w.start === '24:00') fail(`windows.${i}.start`, 'REGEX')
    else if (!TIME_OF_DAY_PATTERN.test(w.end)) fail(`windows.${i}.end`, 'REGEX')
    else if (minutesOf(w.start) >= minutesOf(w.end)) fail(`windows.${i}.end`, 'END_BEFORE_START')
  })
  if (issues.length > 0) return issues
  windows.forEach((w, i) => {
    const overlaps = windows.some((o, j) => j < i && o.weekday === w.weekday && minutesOf(o.start) < minutesOf(w.end) && minutesOf(w.start) < minutesOf(o.end))
    if (overlaps) fail(`windows.${i}.start`, 'OVERLAP')
  })
  return issues
}
