/**
 * inviteAmbassadors (staff) and acceptInvitation (the invitee's link).
 * Inviting is per address: valid new addresses get an invited row, invited
 * ones a renewed link, and addresses of ambassadors past the invitation
 * (pending, active, inactive) a field error on `emails.<i>` — the others are
 * still invited, so one typo never blocks a list.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { INVITE_EMAILS_MAX } from '../../src/contract/limits'
import { signInEmailSchema, validateForm } from '../../src/contract/validation/schemas'
import type { Tx } from '../db/client'
import { ambassadorInvitations, ambassadors } from '../db/schema'
import type { Locale } from '../../src/contract/locale'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import type { AmbassadorStatus as AmbassadorStatusName, MutationInviteAmbassadorsArgs } from '../schema-types.generated'
import { enqueueMails } from '../notifications/outbox'
import { domainError, FieldErrorsFailure, toFieldErrors, type FieldError } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { hashSecret, isTokenShaped } from '../security/tokens'
import { recordAuditBatch } from '../audit/record'
import { invitationMail, invitedRow, issueInvitations } from './invitations'
import { statusName } from '../ambassadors/status'

type Refusal = readonly [index: number, code: 'EMAIL' | 'ALREADY_AMBASSADOR']

/** Labels the list itself (`emails`: REQUIRED, MAX). */
const EMAILS_LABEL = { emails: { labelKey: 'fields.emails', rules: [] } }

function refusalErrors(locale: Locale, emails: readonly string[], refusals: readonly Refusal[]): FieldError[] {
  return refusals.flatMap(([index, code]) => {
    const field = `emails.${index}`
    if (code === 'ALREADY_AMBASSADOR') return [domainError(field, code, locale)]
    return toFieldErrors(validateForm(signInEmailSchema, { email: emails[index] }), signInEmailSchema, locale).map((e) => ({ ...e, field }))
  })
}

/** Inviting writes the rows and links, and mails each invitee in the inviting staff member's language. */
type InviteDeps = Pick<Deps, 'db' | 'org' | 'env' | 'clock' | 'locale'>

async function invite(deps: InviteDeps, tx: Tx, actorEmail: string, emails: readonly string[]): Promise<{ invited: number; refusals: Refusal[] }> {
  const refusals: Refusal[] = []
  const wanted = new Map<string, number>()
  emails.forEach((email, index) => {
    if (validateForm(signInEmailSchema, { email }).length > 0) refusals.push([index, 'EMAIL'])
    else if (!wanted.has(email)) wanted.set(email, index)
  })
  if (wanted.size === 0) return { invited: 0, refusals }
  const list = [...wanted.keys()]
  // Insert what is new first (a concurrent invite of the same address meets the unique key, not a second row)…
  await tx
    .insert(ambassadors)
    .values(list.map((email) => invitedRow(deps.org.id, email, deps.clock())))
    .onConflictDoNothing()
  // …then every wanted row, locked: new ones and earlier invitations get a link, the rest are refused.
  const rows = await tx
    .select({ id: ambassadors.id, email: ambassadors.email, status: ambassadors.status })
    .from(ambassadors)
    .where(and(eq(ambassadors.orgId, deps.org.id), inArray(ambassadors.email, list)))
    .for('update')
  const invitees = rows.filter((r) => r.status === 'invited')
  for (const r of rows) if (r.status !== 'invited') refusals.push([wanted.get(r.email) ?? 0, 'ALREADY_AMBASSADOR'])
  if (invitees.length === 0) return { invited: 0, refusals }
  await tx
    .update(ambassadors)
    .set({ invitedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      inArray(
        ambassadors.id,
        invitees.map((r) => r.id),
      ),
    )
  const issued = await issueInvitations(tx, deps, actorEmail, invitees)
  // The target is the ambassador's id: audit entries are kept forever, so they carry no address or name.
  await recordAuditBatch(
    tx,
    invitees.map((r) => ({ orgId: deps.org.id, actorEmail, kind: 'ambassador.invite', target: r.id, after: { status: statusName('invited') } })),
  )
  await enqueueMails(
    tx,
    issued.map((i) => invitationMail(deps, i)),
  )
  return { invited: invitees.length, refusals: refusals.sort((a, b) => a[0] - b[0]) }
}

/** Staff only: the resolver checks and passes the actor. */
export async function inviteAmbassadors(
  deps: InviteDeps,
  actor: StaffActor,
  args: MutationInviteAmbassadorsArgs,
): Promise<{ invited: number; fieldErrors: readonly FieldError[] }> {
  const emails = args.emails.map((e) => e.trim().toLowerCase())
  try {
    if (emails.length === 0) throw new FieldErrorsFailure(toFieldErrors([{ field: 'emails', code: 'REQUIRED', rule: 'required', params: {} }], EMAILS_LABEL, deps.locale))
    if (emails.length > INVITE_EMAILS_MAX)
      throw new FieldErrorsFailure(toFieldErrors([{ field: 'emails', code: 'MAX', rule: 'max', params: { max: INVITE_EMAILS_MAX } }], EMAILS_LABEL, deps.locale))
    const outcome = await runIdempotent(
      deps.db,
      { orgId: deps.org.id, scope: 'inviteAmbassadors', key: args.idempotencyKey, subject: `session:${actor.sessionId}`, request: { emails }, locale: deps.locale },
      async (tx) => {
        const value = await invite(deps, tx, actor.email, emails)
        // The replay rebuilds the answer from counts and codes: no address is kept with the key.
        return { resultId: JSON.stringify(value), value }
      },
      (resultId) => Promise.resolve(JSON.parse(resultId) as { invited: number; refusals: Refusal[] }),
    )
    return { invited: outcome.invited, fieldErrors: refusalErrors(deps.locale, emails, outcome.refusals) }
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return { invited: 0, fieldErrors: error.fieldErrors }
    throw error
  }
}

type AcceptOutcome = { email: string; status: AmbassadorStatusName }

/**
 * Opens an invitation link: NOT_FOUND (unknown or malformed), INVITATION_USED
 * (opened before, or the profile is already completed) or INVITATION_EXPIRED
 * (older than 14 days, renewed since, or revoked), each on `token`; else marks
 * it accepted, which lets the address sign in (sign-in-audiences.ts).
 */
export async function acceptInvitation(deps: Pick<Deps, 'db' | 'org' | 'locale'>, token: string): Promise<AcceptOutcome> {
  const trimmed = token.trim()
  // NOT_FOUND is the code; the text is the invitation's own (what to do next), not the generic one.
  const notFound = { ...domainError('token', 'INVITATION_NOT_FOUND', deps.locale), code: 'NOT_FOUND' }
  if (!isTokenShaped(trimmed, 'ai_')) throw new FieldErrorsFailure([notFound])
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invitation: ambassadorInvitations, email: ambassadors.email, status: ambassadors.status, expired: sql<boolean>`${ambassadorInvitations.expiresAt} <= now()` })
      .from(ambassadorInvitations)
      .innerJoin(ambassadors, eq(ambassadors.id, ambassadorInvitations.ambassadorId))
      .where(and(eq(ambassadorInvitations.tokenHash, hashSecret(trimmed)), eq(ambassadorInvitations.orgId, deps.org.id)))
      .for('update')
    if (found === undefined) throw new FieldErrorsFailure([notFound])
    if (found.invitation.acceptedAt !== null || found.status === 'pending' || found.status === 'active')
      throw new FieldErrorsFailure([domainError('token', 'INVITATION_USED', deps.locale)])
    if (found.expired === true || found.status !== 'invited') throw new FieldErrorsFailure([domainError('token', 'INVITATION_EXPIRED', deps.locale)])
    await tx
      .update(ambassadorInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(ambassadorInvitations.tokenHash, found.invitation.tokenHash))
    return { email: found.email, status: statusName(found.status) }
  })
}
