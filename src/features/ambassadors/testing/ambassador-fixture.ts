import { maskFragments } from 'gql.tada'
import { AmbassadorCardFragment, type AmbassadorCardData } from '../AmbassadorCardFragment'
import type { AmbassadorCardFields } from '../ambassador-types'

/** Test-only: one ambassador as the card fragment delivers it. */
export const aliceFields: AmbassadorCardFields = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Alice',
  lastInitial: 'D.',
  photoUrl: null,
  headline: 'Engineering student who loves robots',
  headlineLanguage: 'en',
  field: { key: 'engineering', name: 'Ingénierie' },
  studyLevel: 'MASTER',
  languages: ['fr', 'en'],
  country: 'FR',
  countryName: 'France',
  city: 'Paris',
  answeredCount: 42,
  medianAnswerMinutes: 180,
  acceptsMeetings: true,
  outOfOffice: false,
  lastActiveAt: '2030-01-31T09:00:00.000Z',
}

export function cardData(overrides: Partial<AmbassadorCardFields> = {}): AmbassadorCardData & { id: string } {
  const fields = { ...aliceFields, ...overrides }
  return { id: fields.id, ...maskFragments([AmbassadorCardFragment], fields) }
}
