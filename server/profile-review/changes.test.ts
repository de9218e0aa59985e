import { describe, expect, it } from 'vitest'
import { changedFields, changesBetween, isEmptyChange, withChanges, type PublicProfile } from './changes'

const approved: PublicProfile = {
  headline: 'Ask me about engineering',
  headlineFr: 'Des questions sur l’ingénierie ? Écrivez-moi',
  bioEn: 'Hi',
  bioFr: 'Salut',
  photoUrl: null,
  fieldKey: 'engineering',
  studyLevel: 'bachelor',
  languages: ['en', 'fr'],
  interests: ['music'],
  country: 'FR',
  city: 'Lyon',
  latitude: 45.76,
  longitude: 4.83,
}

describe('profile revision changes', () => {
  it('keeps only the fields that differ from the approved profile', () => {
    const changes = changesBetween(approved, { headline: 'New headline', bioEn: 'Hi', languages: ['en', 'fr'], interests: ['music', 'sport'] })
    expect(changes).toEqual({ headline: 'New headline', interests: ['music', 'sport'] })
    expect(changedFields(changes)).toEqual(['headline', 'interests'])
  })

  it('finds nothing to review when every field is as approved', () => {
    expect(isEmptyChange(changesBetween(approved, { ...approved }))).toBe(true)
    expect(isEmptyChange(changesBetween(approved, { city: 'Paris' }))).toBe(false)
  })

  it('applies the changes over the approved profile; a location is one field', () => {
    const changes = changesBetween(approved, { city: 'Paris', latitude: 48.85, longitude: 2.35, photoUrl: '/photos/abc' })
    expect(withChanges(approved, changes)).toEqual({ ...approved, city: 'Paris', latitude: 48.85, longitude: 2.35, photoUrl: '/photos/abc' })
    expect(changedFields(changes)).toEqual(['photo', 'city', 'location'])
  })
})
