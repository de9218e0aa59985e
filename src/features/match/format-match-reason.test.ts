import { describe, expect, it } from 'vitest'
import { getI18n } from '../../i18n'
import type { Locale } from '../../contract/locale'
import { formatAnswerTime, formatMatchReason, isNegativeReason, type MatchReasonData } from './format-match-reason'

const say = (reason: MatchReasonData, locale: Locale = 'en', subject?: 'ambassador' | 'community') =>
  formatMatchReason(reason, getI18n(locale).t, locale, subject).replace(/\u00a0|\u202f/g, ' ')

describe('formatMatchReason', () => {
  it('words every reason about an ambassador in English', () => {
    expect(say({ code: 'SAME_FIELD', value: 'engineering', label: 'Engineering' })).toBe('Studies Engineering like you')
    expect(say({ code: 'SAME_STUDY_LEVEL', value: 'MASTER' })).toBe("Also a Master's student")
    expect(say({ code: 'SPEAKS_LANGUAGE', value: 'fr', label: 'French' })).toBe('Speaks French')
    expect(say({ code: 'SAME_COUNTRY', value: 'FR', label: 'France' })).toBe('From France, like you')
    expect(say({ code: 'NEARBY', value: '12', label: '12 km' })).toBe('Lives 12 km from you')
    expect(say({ code: 'NEARBY', value: '2' })).toBe('Lives very close to you')
    expect(say({ code: 'SHARED_INTEREST', value: 'music', label: 'Music' })).toBe('Shares your interest: Music')
    expect(say({ code: 'FAST_ANSWERER', value: '90', label: '2 h' })).toBe('Usually answers within 2 hours')
    expect(say({ code: 'FAST_ANSWERER', value: '45' })).toBe('Usually answers within 45 minutes')
    expect(say({ code: 'NO_COMMON_LANGUAGE', value: null, label: null })).toBe('No language in common with you')
    expect(say({ code: 'INTERNATIONAL', value: 'JP' })).toBe('Welcomes students from Japan')
  })

  it('words them in French, with French names whatever the API label says', () => {
    expect(say({ code: 'SAME_FIELD', value: 'law', label: 'Droit' }, 'fr')).toBe('Étudie dans votre domaine : Droit')
    expect(say({ code: 'SPEAKS_LANGUAGE', value: 'fr', label: 'French' }, 'fr')).toBe('Parle français')
    expect(say({ code: 'SAME_COUNTRY', value: 'DE' }, 'fr')).toBe('Vient du même pays que vous : Allemagne')
    expect(say({ code: 'NEARBY', value: '1234' }, 'fr')).toBe('Habite à 1 234 km de chez vous')
    expect(say({ code: 'FAST_ANSWERER', value: '2000' }, 'fr')).toBe('Répond en général en moins de 2 jours')
    expect(say({ code: 'SAME_STUDY_LEVEL', value: 'PHD' }, 'fr')).toBe('Également en doctorat')
  })

  it('words reasons about a community group as a group', () => {
    expect(say({ code: 'SAME_FIELD', value: 'law', label: 'Law' }, 'en', 'community')).toBe('For Law students')
    expect(say({ code: 'SPEAKS_LANGUAGE', value: 'es' }, 'en', 'community')).toBe('Members speak Spanish')
    expect(say({ code: 'SAME_STUDY_LEVEL', value: 'BACHELOR' }, 'fr', 'community')).toBe("Pour votre niveau d'études : licence (bachelor)")
    expect(say({ code: 'SHARED_INTEREST', value: 'music', label: 'Musique' }, 'fr', 'community')).toBe('On y parle de : Musique')
  })

  it('falls back to a general sentence when a value is missing or malformed', () => {
    expect(say({ code: 'NEARBY', value: 'far' })).toBe('Lives near you')
    expect(say({ code: 'FAST_ANSWERER' })).toBe('Usually answers quickly')
    expect(say({ code: 'SAME_STUDY_LEVEL', value: 'WIZARD' })).toBe('At the same stage of studies')
    expect(say({ code: 'INTERNATIONAL', value: null })).toBe('Welcomes international students')
    expect(say({ code: 'SHARED_INTEREST', value: 'new-key', label: null })).toBe('Shares your interest: new-key')
  })

  it('only "no common language" counts against a match', () => {
    expect(isNegativeReason({ code: 'NO_COMMON_LANGUAGE' })).toBe(true)
    expect(isNegativeReason({ code: 'SPEAKS_LANGUAGE', value: 'en' })).toBe(false)
  })
})

describe('formatAnswerTime', () => {
  it('rounds up to the unit a visitor reads best', () => {
    expect(formatAnswerTime(0, 'en')).toBe('1 minute')
    expect(formatAnswerTime(59, 'en')).toBe('59 minutes')
    expect(formatAnswerTime(60, 'en')).toBe('1 hour')
    expect(formatAnswerTime(61, 'en')).toBe('2 hours')
    expect(formatAnswerTime(1440, 'fr').replace(/\u00a0/g, ' ')).toBe('1 jour')
  })
})
