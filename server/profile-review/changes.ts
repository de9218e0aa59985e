/**
 * What a profile revision holds (issue 32): only the public fields that differ
 * from the approved profile, so approving one writes exactly what the
 * ambassador changed, and the staff's diff lists exactly that.
 */
import type { AmbassadorRow } from '../db/rows'
import type { ProfileRevisionChanges } from '../db/schema/profile-revisions'

/** The columns of the ambassador row a revision may change. */
export const REVISABLE_KEYS = [
  'headline',
  'headlineFr',
  'bioEn',
  'bioFr',
  'photoUrl',
  'fieldKey',
  'studyLevel',
  'languages',
  'interests',
  'country',
  'city',
  'latitude',
  'longitude',
] as const
type RevisableKey = (typeof REVISABLE_KEYS)[number]

/** A public profile as the ambassador row stores it. */
export type PublicProfile = Pick<AmbassadorRow, RevisableKey>

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The fields of `proposed` that differ from `approved` (fields `proposed` leaves out stay unchanged). */
export function changesBetween(approved: PublicProfile, proposed: ProfileRevisionChanges): ProfileRevisionChanges {
  const out: Record<string, unknown> = {}
  for (const key of REVISABLE_KEYS) {
    const value = proposed[key]
    if (value !== undefined && !same(value, approved[key])) out[key] = value
  }
  return out
}

export const isEmptyChange = (changes: ProfileRevisionChanges): boolean => REVISABLE_KEYS.every((key) => changes[key] === undefined)

/** The row's public fields with the changes applied: the profile as it appears once approved. */
export function withChanges<T extends PublicProfile>(row: T, changes: ProfileRevisionChanges): T {
  const merged: T = { ...row }
  for (const key of REVISABLE_KEYS) {
    const value = changes[key]
    if (value !== undefined) Object.assign(merged, { [key]: value })
  }
  return merged
}

/** The fields staff read in the diff: latitude and longitude are one location, the photo's URL is the photo. */
export type DisplayField = 'headline' | 'headlineFr' | 'bioEn' | 'bioFr' | 'photo' | 'fieldKey' | 'studyLevel' | 'languages' | 'interests' | 'country' | 'city' | 'location'

const DISPLAY_OF: Readonly<Record<RevisableKey, DisplayField>> = {
  headline: 'headline',
  headlineFr: 'headlineFr',
  bioEn: 'bioEn',
  bioFr: 'bioFr',
  photoUrl: 'photo',
  fieldKey: 'fieldKey',
  studyLevel: 'studyLevel',
  languages: 'languages',
  interests: 'interests',
  country: 'country',
  city: 'city',
  latitude: 'location',
  longitude: 'location',
}

/** The changed fields, each once, in the card's order. */
export const changedFields = (changes: ProfileRevisionChanges): DisplayField[] => [
  ...new Set(REVISABLE_KEYS.filter((key) => changes[key] !== undefined).map((key) => DISPLAY_OF[key])),
]
