import { describe, expect, it } from 'vitest'
import { changedInput, toFormValues } from './settings-form-values'
import type { OrganizationSettings } from './settings-operations'

const saved: OrganizationSettings = {
  slug: 'demo',
  name: { en: 'Demo University', fr: 'Université démo' },
  tagline: { en: 'Talk to us', fr: 'Parlez-nous' },
  logoUrl: null,
  primaryColor: '#1b4f72',
  locales: ['en', 'fr'],
  allowedEmbedOrigins: ['https://www.example.org'],
  mapsApiKey: null,
  questionRouting: 'BEST_AVAILABLE',
  bookingMinNoticeHours: 12,
  bookingWindowDays: 14,
  requirePublicationApproval: false,
  meetingLinkTemplate: 'https://meet.jit.si/{room}',
  phoneCallsEnabled: false,
  requireProfileApproval: true,
}

describe('settings form values', () => {
  it('round-trips without a change', () => {
    expect(changedInput(saved, toFormValues(saved))).toEqual({})
  })

  it('sends only what changed, trimmed and in the API’s shapes', () => {
    const values = {
      ...toFormValues(saved),
      taglineFr: '  Nouveau slogan ',
      primaryColor: '#0B3D5C',
      locales: ['fr', 'en'],
      allowedEmbedOrigins: 'https://www.example.org\n\n  http://localhost:5173 \n',
      bookingWindowDays: '30',
      requirePublicationApproval: true,
      meetingLinkTemplate: ' https://zoom.us/j/123456789 ',
      phoneCallsEnabled: true,
    }
    expect(changedInput(saved, values)).toEqual({
      tagline: { en: 'Talk to us', fr: 'Nouveau slogan' },
      primaryColor: '#0b3d5c',
      allowedEmbedOrigins: ['https://www.example.org', 'http://localhost:5173'],
      bookingWindowDays: 30,
      requirePublicationApproval: true,
      meetingLinkTemplate: 'https://zoom.us/j/123456789',
      phoneCallsEnabled: true,
    })
  })

  it('clears the Maps key with an empty string and narrows the languages', () => {
    const withKey = { ...saved, mapsApiKey: 'AIzaKey' }
    expect(changedInput(withKey, { ...toFormValues(withKey), mapsApiKey: '', locales: ['fr'] })).toEqual({ mapsApiKey: '', locales: ['fr'] })
  })
})
