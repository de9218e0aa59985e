/**
 * Words for a `MatchReason` in the page's language: "Studies Engineering
 * like you", "Speaks French", "Lives 12 km from you", "Usually answers within
 * 2 hours". Pure (i18next's `t` and the locale come in), so it is unit-tested
 * in both languages. The API's `label` is used for names it knows (field,
 * interest); languages and countries fall back to Intl names.
 */
import type { TFunction } from 'i18next'
import type { Locale } from '../../contract/locale'
import { countryName, languageName } from './display-names'
import { STUDY_LEVELS, type StudyLevel } from './match-answers'

export type MatchReasonCode =
  'SAME_FIELD' | 'SAME_STUDY_LEVEL' | 'SPEAKS_LANGUAGE' | 'SAME_COUNTRY' | 'NEARBY' | 'SHARED_INTEREST' | 'FAST_ANSWERER' | 'NO_COMMON_LANGUAGE' | 'INTERNATIONAL'

export interface MatchReasonData {
  readonly code: MatchReasonCode
  readonly value?: string | null
  readonly label?: string | null
}

/** Who the reason is about: an ambassador ("Speaks French") or a community group ("Members speak French"). */
export type ReasonSubject = 'ambassador' | 'community'

/** Closer than this reads "very close to you" rather than "2 km". */
export const VERY_CLOSE_KM = 5

const asStudyLevel = (value: string | null | undefined): StudyLevel | null => STUDY_LEVELS.find((level) => level === value) ?? null

/** "within 45 minutes / 2 hours / 3 days": rounded up, since it is a promise of at most. */
export function formatAnswerTime(minutes: number, locale: Locale): string {
  const [value, unit] = minutes < 60 ? [Math.max(1, Math.ceil(minutes)), 'minute'] : minutes < 1440 ? [Math.ceil(minutes / 60), 'hour'] : [Math.ceil(minutes / 1440), 'day']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

export const formatDistance = (km: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 0 }).format(km)

export function formatMatchReason(reason: MatchReasonData, t: TFunction, locale: Locale, subject: ReasonSubject = 'ambassador'): string {
  const value = reason.value ?? ''
  const label = reason.label?.trim() || value
  const group = subject === 'community'
  switch (reason.code) {
    case 'SAME_FIELD':
      return group ? t('match.reasons.community.sameField', { label }) : t('match.reasons.sameField', { label })
    case 'SAME_STUDY_LEVEL': {
      const level = asStudyLevel(value)
      if (!level) return t('match.reasons.sameStudyLevelGeneric')
      return group ? t('match.reasons.community.sameStudyLevel', { label: t(`match.studyLevelNames.${level}`) }) : t(`match.reasons.sameStudyLevel.${level}`)
    }
    case 'SPEAKS_LANGUAGE': {
      // Intl first: the API's label is in the request's locale, which is right, but Intl is always there.
      const language = value ? languageName(value, locale) : label
      return group ? t('match.reasons.community.speaksLanguage', { label: language }) : t('match.reasons.speaksLanguage', { label: language })
    }
    case 'SAME_COUNTRY':
      return t('match.reasons.sameCountry', { label: value ? countryName(value, locale) : label })
    case 'NEARBY': {
      const km = Number(value)
      if (!value || !Number.isFinite(km)) return t('match.reasons.nearbyGeneric')
      return km < VERY_CLOSE_KM ? t('match.reasons.veryClose') : t('match.reasons.nearby', { distance: formatDistance(km, locale) })
    }
    case 'SHARED_INTEREST':
      return group ? t('match.reasons.community.sharedInterest', { label }) : t('match.reasons.sharedInterest', { label })
    case 'FAST_ANSWERER': {
      const minutes = Number(value)
      return value && Number.isFinite(minutes) ? t('match.reasons.fastAnswerer', { duration: formatAnswerTime(minutes, locale) }) : t('match.reasons.fastAnswererGeneric')
    }
    case 'NO_COMMON_LANGUAGE':
      return t('match.reasons.noCommonLanguage')
    case 'INTERNATIONAL':
      return value ? t('match.reasons.international', { label: countryName(value, locale) }) : t('match.reasons.internationalGeneric')
  }
}

/** Reasons that speak against a match (shown differently, never as a tick). */
export const isNegativeReason = (reason: MatchReasonData): boolean => reason.code === 'NO_COMMON_LANGUAGE'
