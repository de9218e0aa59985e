import { describe, expect, it } from 'vitest'
import type { Account } from '../area/account-operations'
import { onboardingValuesOf, splitWindowErrors } from './onboarding-values'

/** An invitation as `me` gives it: what a CSV import stored, placeholders for the rest. */
const invited = (over: { fieldKey?: string; studyLevel?: Account['studyLevel']; country?: string; timeZone?: string } = {}) =>
  ({
    lastName: 'Gauthier',
    fieldKey: over.fieldKey ?? 'engineering',
    studyLevel: over.studyLevel === undefined ? 'PHD' : over.studyLevel,
    headline: '',
    headlineFr: '',
    bioEn: '',
    bioFr: '',
    timeZone: over.timeZone ?? 'UTC',
    ambassador: { firstName: 'Maëlys', headline: '', country: over.country ?? 'BE', city: 'Liège', languages: ['fr'], interests: [{ key: 'music' }] },
  }) as unknown as Account

describe('onboardingValuesOf', () => {
  it('prefills what the import stored: names, field, study level, country, city, languages, interests', () => {
    expect(onboardingValuesOf(invited(), 'Europe/Brussels')).toEqual({
      firstName: 'Maëlys',
      lastName: 'Gauthier',
      fieldKey: 'engineering',
      studyLevel: 'PHD',
      country: 'BE',
      city: 'Liège',
      languages: ['fr'],
      interests: ['music'],
      headline: '',
      headlineFr: '',
      bioEn: '',
      bioFr: '',
      // The invitation's placeholder zone gives way to the device's.
      timeZone: 'Europe/Brussels',
    })
  })

  it('leaves the choices empty when the invitation knows nothing, and keeps a chosen zone', () => {
    const values = onboardingValuesOf(invited({ fieldKey: '', studyLevel: null, country: '', timeZone: 'Europe/Paris' }), 'Asia/Tokyo')
    expect([values.fieldKey, values.studyLevel, values.country, values.timeZone]).toEqual(['', '', '', 'Europe/Paris'])
  })
})

describe('splitWindowErrors', () => {
  it('renames weeklyAvailability errors for the window editor and keeps the others apart', () => {
    const result = splitWindowErrors([
      { field: 'weeklyAvailability.2.end', code: 'END_BEFORE_START' },
      { field: 'headline', code: 'REQUIRED' },
    ])
    expect(result.windows).toEqual([{ field: 'windows.2.end', code: 'END_BEFORE_START' }])
    expect(result.others).toEqual([{ field: 'headline', code: 'REQUIRED' }])
  })
})
