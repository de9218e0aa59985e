import type { Account } from '../area/account-operations'

export interface OnboardingValues extends Record<string, unknown> {
  firstName: string
  lastName: string
  fieldKey: string
  studyLevel: string
  country: string
  city: string
  languages: string[]
  interests: string[]
  headline: string
  headlineFr: string
  bioEn: string
  bioFr: string
  timeZone: string
}

/** What the invitation already knows (a CSV import may prefill names, field, study level, country, city, languages, interests); the rest starts empty. */
export function onboardingValuesOf(account: Account, deviceZone: string | null): OnboardingValues {
  return {
    firstName: account.ambassador.firstName,
    lastName: account.lastName,
    fieldKey: account.fieldKey,
    studyLevel: account.studyLevel ?? '',
    country: account.ambassador.country,
    city: account.ambassador.city,
    languages: [...account.ambassador.languages],
    interests: account.ambassador.interests.map((interest) => interest.key),
    headline: account.headline,
    headlineFr: account.headlineFr,
    bioEn: account.bioEn,
    bioFr: account.bioFr,
    // An invitation's placeholder zone is UTC: the device's own zone is the likelier answer.
    timeZone: account.timeZone === 'UTC' && deviceZone ? deviceZone : account.timeZone,
  }
}

/** `weeklyAvailability.<i>.<part>` from completeProfile → the `windows.<i>.<part>` the availability editor places on its rows. */
export function splitWindowErrors<E extends { readonly field: string }>(errors: readonly E[]): { windows: E[]; others: E[] } {
  const windows: E[] = []
  const others: E[] = []
  for (const error of errors) {
    if (error.field.startsWith('weeklyAvailability')) windows.push({ ...error, field: error.field.replace(/^weeklyAvailability/, 'windows') })
    else others.push(error)
  }
  return { windows, others }
}
