import { describe, expect, it } from 'vitest'
import { validateForm } from '../../../contract/validation/schemas'
import { refusedOrigins, settingsFieldOfPath, settingsFormSchemaFor } from './settings-schema'

const SAVED_ORIGINS = ['https://www.example.org']
const settingsFormSchema = settingsFormSchemaFor(SAVED_ORIGINS)

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
  requirePublicationApproval: false,
  meetingLinkTemplate: 'https://meet.jit.si/{room}',
  phoneCallsEnabled: false,
  requireProfileApproval: true,
}
const codeOf = (values: Record<string, unknown>) => validateForm(settingsFormSchema, values).map((issue) => [issue.field, issue.code])

describe('settingsFormSchema (the shared rules on the form’s text)', () => {
  it('accepts a complete, valid form', () => {
    expect(codeOf(valid)).toEqual([])
  })

  it('accepts any #rrggbb colour, as the API does (the theme makes it readable), and nothing else', () => {
    expect(codeOf({ ...valid, primaryColor: '#fff59d' })).toEqual([])
    expect(codeOf({ ...valid, primaryColor: 'blue' })).toEqual([['primaryColor', 'REGEX']])
  })

  it('checks the video call link as the API does (issue 32)', () => {
    expect(codeOf({ ...valid, meetingLinkTemplate: ' https://zoom.us/j/42 ' })).toEqual([])
    expect(codeOf({ ...valid, meetingLinkTemplate: 'http://meet.jit.si/{room}' })).toEqual([['meetingLinkTemplate', 'MEETING_LINK']])
    expect(codeOf({ ...valid, meetingLinkTemplate: '' })).toEqual([['meetingLinkTemplate', 'REQUIRED']])
  })

  it('checks every origin line with the API’s own test', () => {
    expect(codeOf({ ...valid, allowedEmbedOrigins: 'https://ok.example\nhttp://plain.example' })).toEqual([['allowedEmbedOrigins', 'ORIGIN']])
    expect(refusedOrigins(' https://ok.example \n\nhttps://ok.example/path\n')).toEqual(['https://ok.example/path'])
    expect(codeOf({ ...valid, allowedEmbedOrigins: '' })).toEqual([])
  })

  it('does not check again a stored list nobody changed (origins kept from before, or written by the seed)', () => {
    const legacy = ['http://127.0.0.1:4401', 'https://ok.example']
    const schema = settingsFormSchemaFor(legacy)
    expect(validateForm(schema, { ...valid, allowedEmbedOrigins: ' http://127.0.0.1:4401\nhttps://ok.example\n' })).toEqual([])
    expect(validateForm(schema, { ...valid, allowedEmbedOrigins: 'http://127.0.0.1:4401' }).map((i) => i.code)).toEqual(['ORIGIN'])
  })

  it('reads numbers as typed and applies the shared ranges', () => {
    expect(codeOf({ ...valid, bookingMinNoticeHours: '169', bookingWindowDays: '0' })).toEqual([
      ['bookingMinNoticeHours', 'RANGE'],
      ['bookingWindowDays', 'RANGE'],
    ])
    expect(codeOf({ ...valid, bookingWindowDays: '1.5' })).toEqual([['bookingWindowDays', 'RANGE']])
    expect(codeOf({ ...valid, bookingWindowDays: '' })).toEqual([['bookingWindowDays', 'REQUIRED']])
  })

  it('keeps the shared limits on names and languages', () => {
    expect(codeOf({ ...valid, nameFr: 'x'.repeat(121), locales: [] })).toEqual([
      ['nameFr', 'MAX'],
      ['locales', 'REQUIRED'],
    ])
  })
})

describe('settingsFieldOfPath', () => {
  it('maps API error paths back to the form', () => {
    expect(settingsFieldOfPath('name.fr')).toBe('nameFr')
    expect(settingsFieldOfPath('allowedEmbedOrigins.2')).toBe('allowedEmbedOrigins')
    expect(settingsFieldOfPath('logo')).toBeUndefined()
  })
})
