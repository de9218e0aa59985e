/**
 * The signed-in ambassador's profile edit (`updateProfile`): checked with the
 * shared profile rules and screened by the safeguarding rules, then public at
 * once, or — an active ambassador of an organization that reviews profile
 * changes (issue 32) — kept as the pending revision staff approve.
 */
import { eq, sql } from 'drizzle-orm'
import { profileSchema } from '../../src/contract/validation/account-schemas'
import type { FieldIssue } from '../../src/contract/validation/schemas'
import { ambassadors } from '../db/schema'
import type { AmbassadorRow } from '../db/rows'
import type { AmbassadorActor } from '../core/actor'
import { assertValid, trimmed } from '../core/validation'
import type { ProfileInput } from '../schema-types.generated'
import { FieldErrorsFailure, toFieldErrors } from '../core/field-errors'
import { recordProfileFlags, screenProfileTexts } from '../safeguarding/profile-texts'
import { loadMe, type ProfileDeps } from '../ambassadors/account'
import { withChanges } from './changes'
import { pendingRevisionOf, saveProfileEdit } from './revisions'

const issue = (field: string, code: string): FieldIssue => ({ field, code, rule: 'custom', params: {}, messageKey: 'validation.default' })

export async function updateProfile(deps: ProfileDeps, actor: AmbassadorActor, sent: ProfileInput): Promise<{ me: AmbassadorRow }> {
  const { org } = deps
  const me = await loadMe(deps, actor)
  // A text already waiting for review was screened (and flagged) when it was first sent.
  const waiting = await pendingRevisionOf(deps.db, me.id)
  const latest = withChanges(me, waiting?.changes ?? {})
  // Optional in the API: a client that sends no French headline (an older one) leaves it as it is.
  const input = { ...sent, headlineFr: sent.headlineFr ?? latest.headlineFr }
  const values = trimmed({
    ...input,
    languages: [...new Set(input.languages.map((l) => l.trim().toLowerCase()))],
    interests: [...new Set(input.interests.map((i) => i.trim()))],
  })
  assertValid(profileSchema, values, deps.locale)
  const problems: FieldIssue[] = []
  if (values.interests.some((k) => !org.interestByKey.has(k))) problems.push(issue('interests', 'NOT_ALLOWED'))
  const { latitude, longitude } = values
  const moved = typeof latitude === 'number' && typeof longitude === 'number'
  if (moved && (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)) problems.push(issue('latitude', 'INVALID'))
  if (problems.length > 0) throw new FieldErrorsFailure(toFieldErrors(problems, profileSchema, deps.locale))
  const flagged = await screenProfileTexts(deps, input, latest)
  const edit = {
    headline: values.headline,
    headlineFr: values.headlineFr,
    bioEn: values.bioEn,
    bioFr: values.bioFr,
    languages: values.languages,
    interests: values.interests,
    city: values.city,
    ...(moved ? { latitude, longitude } : {}),
  }
  await deps.db.transaction(async (tx) => {
    // Locked: two saves racing keep one pending revision (its unique index) and a consistent row.
    const [row] = await tx.select().from(ambassadors).where(eq(ambassadors.id, me.id)).for('update')
    if (row === undefined) throw new Error('signed-in ambassador vanished')
    await tx
      .update(ambassadors)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(ambassadors.id, me.id))
    await saveProfileEdit(deps, tx, row, edit)
    await recordProfileFlags(deps, tx, me.id, flagged)
  })
  return { me: await loadMe(deps, actor) }
}
