/**
 * completeProfile: the signed-in invitee fills in the profile, weekly
 * availability and time zone → status 'pending', waiting for staff approval
 * (status-changes.ts). A pending ambassador may send it again to correct it.
 * Nothing public changes: pending profiles are not `active`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { onboardingProfileSchema, validateWeeklyWindows } from '../../src/contract/validation/account-schemas'
import type { FieldIssue } from '../../src/contract/validation/schemas'
import { minutesOf } from '../core/time-of-day'
import { ambassadors, availabilityWindows } from '../db/schema'
import type { AmbassadorRow } from '../db/rows'
import type { AmbassadorActor } from '../core/actor'
import type { OrgRecord } from '../core/organization'
import type { OnboardingProfileInput } from '../schema-types.generated'
import { assertValid, trimmed } from '../core/validation'
import { countryName } from '../i18n/display-names'
import { domainError, FieldErrorsFailure, toFieldErrors } from '../core/field-errors'
import { loadMe } from './account'
import type { ProfileDeps } from './account'
import { recordProfileFlags, screenProfileTexts } from '../safeguarding/profile-texts'
import { buildSearchText } from './search-text'
import { statusColumns } from './status'

const issue = (field: string, code: string): FieldIssue => ({ field, code, rule: 'custom', params: {}, messageKey: 'validation.default' })

/** What the shared rules cannot know: the organization's taxonomy, ISO countries, coordinates, the windows. */
function domainIssues(org: OrgRecord, v: OnboardingProfileInput): FieldIssue[] {
  const problems: FieldIssue[] = []
  if (!org.fieldByKey.has(v.fieldKey)) problems.push(issue('fieldKey', 'NOT_ALLOWED'))
  if (v.interests.some((k) => !org.interestByKey.has(k))) problems.push(issue('interests', 'NOT_ALLOWED'))
  if (countryName(v.country, 'en') === v.country) problems.push(issue('country', 'NOT_ALLOWED'))
  const { latitude, longitude } = v
  if (typeof latitude === 'number' && typeof longitude === 'number' && (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)) problems.push(issue('latitude', 'INVALID'))
  // The shared check names `windows.<i>.<part>`; this input calls the list weeklyAvailability.
  for (const w of validateWeeklyWindows(v.weeklyAvailability)) problems.push({ ...w, field: w.field.replace(/^windows/, 'weeklyAvailability') })
  return problems
}

/**
 * The actor may be invited or pending (the edge lets them through for
 * onboarding). `input.locale` is the page's language; the ambassador's
 * lifecycle e-mails use it.
 */
export async function completeProfile(deps: ProfileDeps, actor: AmbassadorActor, sent: OnboardingProfileInput): Promise<{ me: AmbassadorRow }> {
  const { org } = deps
  const me = await loadMe(deps, actor)
  // Optional in the API: omitted, it stays as it is ('' for an invitation: French pages show the English headline).
  const input = { ...sent, headlineFr: sent.headlineFr ?? me.headlineFr }
  if (me.status !== 'invited' && me.status !== 'pending') throw new FieldErrorsFailure([domainError('status', 'INVALID_STATE', deps.locale)])
  const values = trimmed({
    ...input,
    country: input.country.trim().toUpperCase(),
    languages: [...new Set(input.languages.map((l) => l.trim().toLowerCase()))],
    interests: [...new Set(input.interests.map((i) => i.trim()))],
  })
  assertValid(onboardingProfileSchema, values, deps.locale)
  const problems = domainIssues(org, values)
  if (problems.length > 0) throw new FieldErrorsFailure(toFieldErrors(problems, onboardingProfileSchema, deps.locale))
  const flagged = await screenProfileTexts(deps, input, me)
  const term = (key: string) => [org.fieldByKey.get(key), org.interestByKey.get(key)].flatMap((t) => (t ? [t.nameEn, t.nameFr] : []))
  const searchText = buildSearchText({ ...values, termNames: [values.fieldKey, ...values.interests].flatMap(term) })
  const located = typeof values.latitude === 'number' && typeof values.longitude === 'number'
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(ambassadors)
      .set({
        firstName: values.firstName,
        lastName: values.lastName,
        fieldKey: values.fieldKey,
        studyLevel: values.studyLevel,
        languages: values.languages,
        country: values.country,
        city: values.city,
        interests: values.interests,
        headline: values.headline,
        headlineFr: values.headlineFr,
        bioEn: values.bioEn,
        bioFr: values.bioFr,
        timeZone: values.timeZone,
        locale: input.locale ?? deps.locale,
        searchText,
        ...(located ? { latitude: values.latitude ?? 0, longitude: values.longitude ?? 0 } : {}),
        ...statusColumns('pending'),
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
        lastActiveAt: sql`now()`,
      })
      // Staff may have deactivated the account meanwhile: only an invited or pending one becomes pending.
      .where(and(eq(ambassadors.id, me.id), inArray(ambassadors.status, ['invited', 'pending'])))
      .returning({ id: ambassadors.id })
    if (updated === undefined) throw new FieldErrorsFailure([domainError('status', 'INVALID_STATE', deps.locale)])
    await recordProfileFlags(deps, tx, me.id, flagged)
    await tx.delete(availabilityWindows).where(eq(availabilityWindows.ambassadorId, me.id))
    if (values.weeklyAvailability.length > 0) {
      await tx
        .insert(availabilityWindows)
        .values(values.weeklyAvailability.map((w) => ({ ambassadorId: me.id, weekday: w.weekday, startMinute: minutesOf(w.start), endMinute: minutesOf(w.end) })))
    }
  })
  return { me: await loadMe(deps, actor) }
}
