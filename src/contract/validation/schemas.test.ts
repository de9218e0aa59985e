import { describe, expect, it } from 'vitest'
import { meetingSchema } from './meeting-schema'
import { normalizePhone } from './phone-rule'
import { communityJoinSchema, questionSchema, signInCodeSchema, validateForm } from './schemas'
import { availabilitySchema, isValidTimeZone, profileSchema, validateWeeklyWindows } from './account-schemas'

const validQuestion = { firstName: 'Ana', email: 'ana@example.com', topic: 'Housing', body: 'Where do students live?', consent: true }
const validMeeting = { type: 'PHONE', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '+33 6 12 34 56 78', message: '', consent: true }

describe('question form', () => {
  it('accepts a complete question', () => expect(validateForm(questionSchema, validQuestion)).toEqual([]))
  it('reports one issue per failing field with its code', () => {
    const issues = validateForm(questionSchema, { ...validQuestion, firstName: ' ', email: 'x@', body: 'too short', consent: false })
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['firstName', 'REQUIRED'],
      ['email', 'EMAIL'],
      ['body', 'MIN'],
      ['consent', 'REQUIRED'],
    ])
  })
  it('limits the question to 1000 characters, counting emoji as one', () => {
    expect(validateForm(questionSchema, { ...validQuestion, body: '🎓'.repeat(1000) })).toEqual([])
    expect(validateForm(questionSchema, { ...validQuestion, body: '🎓'.repeat(1001) })[0]?.code).toBe('MAX')
  })
  it('rejects a consent that is not literally true', () => {
    expect(validateForm(questionSchema, { ...validQuestion, consent: 'yes' })[0]).toMatchObject({ field: 'consent', code: 'REQUIRED' })
  })
})

describe('meeting form and the phone rule', () => {
  it('accepts an international number', () => expect(validateForm(meetingSchema, validMeeting)).toEqual([]))
  it.each(['0612345678', '+33 1', '+1 555 0000 000', 'call me'])('rejects %s with PHONE', (phone) => {
    expect(validateForm(meetingSchema, { ...validMeeting, phone })).toEqual([expect.objectContaining({ field: 'phone', code: 'PHONE', messageKey: 'validation.phone' })])
  })
  it('normalises to E.164', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(normalizePhone('+1 (415) 555-2671')).toBe('+14155552671')
    expect(normalizePhone('06 12 34 56 78')).toBeNull()
  })
  it('requires the phone', () => {
    expect(validateForm(meetingSchema, { ...validMeeting, phone: '' })[0]).toMatchObject({ field: 'phone', code: 'REQUIRED' })
  })
  it('asks a video call for no number and no last name (issue 32)', () => {
    expect(validateForm(meetingSchema, { ...validMeeting, type: 'VIDEO', phone: '', lastName: '' })).toEqual([])
    expect(validateForm(meetingSchema, { ...validMeeting, type: 'VIDEO', phone: 'call me' })).toEqual([])
  })
  it('keeps the message optional but bounded', () => {
    expect(validateForm(meetingSchema, { ...validMeeting, message: 'x'.repeat(1001) })[0]).toMatchObject({ field: 'message', code: 'MAX' })
  })
})

describe('community join, sign-in and profile', () => {
  it('needs email and consent; marketing opt-in is optional', () => {
    expect(validateForm(communityJoinSchema, { email: 'a@b.fr', consent: true })).toEqual([])
    expect(validateForm(communityJoinSchema, { email: 'a@b.fr', consent: false }).map((i) => i.field)).toEqual(['consent'])
  })
  it.each([
    ['12345', 'MIN'],
    ['1234567', 'MAX'],
    ['12a456', 'NUMERIC'],
    ['', 'REQUIRED'],
  ])('code %j → %s', (code, expected) => {
    expect(validateForm(signInCodeSchema, { email: 'a@b.fr', code })[0]?.code).toBe(expected)
  })
  it('accepts a six-digit code', () => expect(validateForm(signInCodeSchema, { email: 'a@b.fr', code: '012345' })).toEqual([]))
  it('validates language codes and list sizes', () => {
    const base = { headline: 'Hi', city: 'Lyon', languages: ['en'], interests: [] }
    expect(validateForm(profileSchema, base)).toEqual([])
    expect(validateForm(profileSchema, { ...base, languages: [] })[0]?.code).toBe('REQUIRED')
    expect(validateForm(profileSchema, { ...base, languages: ['English'] })[0]?.code).toBe('REGEX')
    expect(validateForm(profileSchema, { ...base, interests: Array.from({ length: 11 }, (_, i) => `i${i}`) })[0]?.code).toBe('MAX')
  })
})

describe('availability', () => {
  it('knows IANA zones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true)
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(isValidTimeZone('')).toBe(false)
  })
  it('checks zone, meeting length and dates', () => {
    expect(validateForm(availabilitySchema, { timeZone: 'Asia/Tokyo', meetingMinutes: 30, outOfOffice: ['2030-01-02'] })).toEqual([])
    const issues = validateForm(availabilitySchema, { timeZone: 'Nowhere/City', meetingMinutes: 7, outOfOffice: ['2030-13-01'] })
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['timeZone', 'TIME_ZONE'],
      ['meetingMinutes', 'NOT_ALLOWED'],
      ['outOfOffice', 'REGEX'],
    ])
  })
  it('rejects bad, inverted and overlapping windows', () => {
    expect(
      validateWeeklyWindows([
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '24:00' },
      ]),
    ).toEqual([])
    expect(validateWeeklyWindows([{ weekday: 8, start: '9:00', end: '12:00' }]).map((i) => i.field)).toEqual(['windows.0.weekday', 'windows.0.start'])
    expect(validateWeeklyWindows([{ weekday: 2, start: '12:00', end: '11:00' }])[0]).toMatchObject({ field: 'windows.0.end', code: 'END_BEFORE_START' })
    expect(
      validateWeeklyWindows([
        { weekday: 3, start: '09:00', end: '12:00' },
        { weekday: 3, start: '11:30', end: '13:00' },
      ])[0],
    ).toMatchObject({ field: 'windows.1.start', code: 'OVERLAP' })
  })
})
