import { describe, expect, it } from 'vitest'
import { EMBED_ORIGINS_MAX } from './embed-origins'
import { organizationSettingsSchema, settingsFieldOfPath, validateOrganizationSettings } from './organization-settings'
import { validateForm } from './schemas'

const valid = {
  nameEn: 'Demo University',
  nameFr: 'Université démo',
  taglineEn: 'Talk to our students',
  taglineFr: 'Parlez à nos étudiants',
  primaryColor: '#1b4f72',
  locales: ['en', 'fr'],
  allowedEmbedOrigins: 'https://www.example.org\nhttp://localhost:5173',
  mapsApiKey: '',
  questionRouting: 'BEST_AVAILABLE',
  bookingMinNoticeHours: '12',
  bookingWindowDays: '14',
}

describe('organizationSettingsSchema (the console form)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateForm(organizationSettingsSchema, valid)).toEqual([])
  })

  it('refuses a too-light colour with code CONTRAST and the ratio for the message', () => {
    const [issue] = validateForm(organizationSettingsSchema, { ...valid, primaryColor: '#ffeb3b' })
    expect(issue).toMatchObject({ field: 'primaryColor', code: 'CONTRAST', messageKey: 'validation.contrast', params: { min: 4.5, ratio: 1.22 } })
  })

  it('names the refused origin, one per line', () => {
    const [issue] = validateForm(organizationSettingsSchema, { ...valid, allowedEmbedOrigins: 'https://ok.example\nhttp://plain.example' })
    expect(issue).toMatchObject({ field: 'allowedEmbedOrigins', code: 'ORIGIN', params: { origin: 'http://plain.example' } })
  })

  it.each([
    ['bookingMinNoticeHours', '-1', 'MIN'],
    ['bookingMinNoticeHours', '169', 'MAX'],
    ['bookingMinNoticeHours', '1.5', 'NUMERIC'],
    ['bookingWindowDays', '0', 'MIN'],
    ['bookingWindowDays', '91', 'MAX'],
  ])('%s = %s gives %s (one range message)', (field, value, code) => {
    const [issue] = validateForm(organizationSettingsSchema, { ...valid, [field]: value })
    expect(issue).toMatchObject({ field, code, messageKey: 'validation.range' })
  })

  it('needs at least one interface language, and knows only en and fr', () => {
    expect(validateForm(organizationSettingsSchema, { ...valid, locales: [] })[0]).toMatchObject({ field: 'locales', code: 'REQUIRED' })
    expect(validateForm(organizationSettingsSchema, { ...valid, locales: ['de'] })[0]).toMatchObject({ field: 'locales', code: 'REGEX' })
  })

  it('limits names to 120 and taglines to 200 characters', () => {
    expect(validateForm(organizationSettingsSchema, { ...valid, nameFr: 'x'.repeat(121) })[0]).toMatchObject({ field: 'nameFr', code: 'MAX' })
    expect(validateForm(organizationSettingsSchema, { ...valid, nameFr: 'x'.repeat(120), taglineEn: 'y'.repeat(200) })).toEqual([])
    expect(validateForm(organizationSettingsSchema, { ...valid, taglineEn: 'y'.repeat(201) })[0]).toMatchObject({ field: 'taglineEn', code: 'MAX' })
  })
})

describe('validateOrganizationSettings (the API, on the GraphQL input)', () => {
  it('checks only the fields present and reports them at their input paths', () => {
    expect(validateOrganizationSettings({})).toEqual([])
    expect(validateOrganizationSettings({ tagline: { en: 'ok', fr: '' } }).map((i) => [i.field, i.code])).toEqual([['tagline.fr', 'REQUIRED']])
    expect(validateOrganizationSettings({ primaryColor: '#eeeeee', bookingWindowDays: 120 }).map((i) => [i.field, i.code])).toEqual([
      ['primaryColor', 'CONTRAST'],
      ['bookingWindowDays', 'MAX'],
    ])
  })

  it('takes origins as a list, and at most EMBED_ORIGINS_MAX of them', () => {
    expect(validateOrganizationSettings({ allowedEmbedOrigins: [] })).toEqual([])
    expect(validateOrganizationSettings({ allowedEmbedOrigins: ['https://a.example', 'https://b.example/'] })[0]).toMatchObject({ field: 'allowedEmbedOrigins', code: 'ORIGIN' })
    const many = Array.from({ length: EMBED_ORIGINS_MAX + 1 }, (_, i) => `https://s${i}.example`)
    expect(validateOrganizationSettings({ allowedEmbedOrigins: many })[0]).toMatchObject({ code: 'MAX' })
  })

  it('clears the Maps key with an empty string, refuses odd characters', () => {
    expect(validateOrganizationSettings({ mapsApiKey: '' })).toEqual([])
    expect(validateOrganizationSettings({ mapsApiKey: 'abc"><script>' })[0]).toMatchObject({ field: 'mapsApiKey', code: 'REGEX' })
  })
})

describe('settingsFieldOfPath', () => {
  it('maps API error paths back to the form', () => {
    expect(settingsFieldOfPath('name.fr')).toBe('nameFr')
    expect(settingsFieldOfPath('allowedEmbedOrigins.2')).toBe('allowedEmbedOrigins')
    expect(settingsFieldOfPath('logo')).toBeUndefined()
  })
})
