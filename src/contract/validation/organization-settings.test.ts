import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../colour'
import { isAllowedEmbedOrigin, isMeetingLinkTemplate, validateOrganizationSettings } from './organization-settings'

const codes = (input: Parameters<typeof validateOrganizationSettings>[0]) => validateOrganizationSettings(input).map((i) => `${i.field}:${i.code}`)

describe('organization settings rules', () => {
  it('computes WCAG contrast ratios (white on black 21, white on white 1, white on #767676 ≈ 4.54)', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#000000', '#ffffff')).toBe(contrastRatio('#ffffff', '#000000'))
  })

  it('accepts any #rrggbb colour, the palest included: the theme derives readable shades of it', () => {
    expect(codes({ primaryColor: '#ffd700' })).toEqual([])
    expect(codes({ primaryColor: '#1d4ed8' })).toEqual([])
    expect(codes({ primaryColor: 'blue' })).toEqual(['primaryColor:REGEX'])
  })

  it('accepts https origins and http://localhost:<port> only, each error on its line', () => {
    expect(isAllowedEmbedOrigin('https://www.example.edu')).toBe(true)
    expect(isAllowedEmbedOrigin('https://example.edu:8443')).toBe(true)
    expect(isAllowedEmbedOrigin('http://localhost:5173')).toBe(true)
    for (const bad of ['http://example.edu', 'https://example.edu/path', 'https://example.edu/', 'http://localhost', 'javascript:alert(1)', 'https://intranet', '*']) {
      expect(isAllowedEmbedOrigin(bad), bad).toBe(false)
    }
    expect(codes({ allowedEmbedOrigins: ['https://ok.example', 'ftp://x.example'] })).toEqual(['allowedEmbedOrigins.1:ORIGIN'])
  })

  it('checks only the fields given, names and taglines per language, and whole-number ranges', () => {
    expect(codes({})).toEqual([])
    expect(codes({ name: { en: ' ', fr: 'x'.repeat(121) } })).toEqual(['name.en:REQUIRED', 'name.fr:MAX'])
    expect(codes({ bookingMinNoticeHours: 169, bookingWindowDays: 0 })).toEqual(['bookingMinNoticeHours:RANGE', 'bookingWindowDays:RANGE'])
    expect(codes({ bookingMinNoticeHours: 1.5 })).toEqual(['bookingMinNoticeHours:RANGE'])
    expect(codes({ locales: [] })).toEqual(['locales:REQUIRED'])
    expect(codes({ locales: ['de'] })).toEqual(['locales:NOT_ALLOWED'])
  })

  it('publication approval is on or off, nothing else', () => {
    expect(codes({ requirePublicationApproval: true })).toEqual([])
    expect(codes({ requirePublicationApproval: false })).toEqual([])
    expect(codes({ requirePublicationApproval: 'yes' as unknown as boolean })).toEqual(['requirePublicationApproval:INVALID'])
  })
})

describe('the video call link template (issue 32)', () => {
  it('takes an https link, with or without {room}', () => {
    expect(isMeetingLinkTemplate('https://meet.jit.si/{room}')).toBe(true)
    expect(isMeetingLinkTemplate('https://meet.example.edu/calls/{room}?lang=fr')).toBe(true)
    expect(isMeetingLinkTemplate('https://zoom.us/j/123456789')).toBe(true)
  })
  it('refuses anything else', () => {
    for (const bad of [
      'http://meet.jit.si/{room}',
      'javascript:alert(1)//{room}',
      'https://user:pw@meet.example.edu/{room}',
      'https://localhost/{room}',
      'meet.jit.si/{room}',
      '',
      `https://a.example/${'x'.repeat(300)}`,
    ]) {
      expect(isMeetingLinkTemplate(bad), bad).toBe(false)
    }
    expect(validateOrganizationSettings({ meetingLinkTemplate: 'http://meet.jit.si/{room}' })).toEqual([
      expect.objectContaining({ field: 'meetingLinkTemplate', code: 'MEETING_LINK' }),
    ])
  })
})
