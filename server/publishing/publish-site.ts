/**
 * `publication` (any staff role) and `publishSite` (owner or editor: both
 * roles publish; the resolvers check): what is published, and starting a
 * publish job, at most one at a time per organization.
 */
import type { StaffActor } from '../core/actor'
import type { Caller, Deps } from '../core/deps'
import { badInput } from '../core/errors'
import { FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { recordAudit } from '../audit/record'
import { generateBuildId } from './build-id'
import { readPublication } from './publication-store'
import type { PublicationView } from './publication-store'
import type { Publisher } from './publisher'
import type { PublishReason } from './reasons'

export interface PublicationResult extends PublicationView {
  readonly answer: PublishReason | null
}
/** The job as stored (`error`: the encoded reason) and the command's or webhook's answer. */
export type PublicationJobView = PublicationView['job'] & { readonly answer: PublishReason | null }

/** The publication row, and the process's publisher (its jobs and what their targets answered). */
export type PublicationDeps = Pick<Deps, 'db' | 'org'> & { readonly publisher: Publisher }

/** What `publication` answers (also each `publicationUpdated` event). */
export async function publicationOf(deps: PublicationDeps): Promise<PublicationResult> {
  return { ...(await readPublication(deps.db, deps.org.id)), answer: deps.publisher.answer(deps.org.id) }
}

/** Starts a job unless one runs; the idempotency key belongs to the caller (their session, else their address). */
export async function publishSite(deps: PublicationDeps & Pick<Deps, 'locale' | 'clock'>, staff: StaffActor, caller: Caller, idempotencyKey: string): Promise<PublicationResult> {
  const publisher = deps.publisher
  const buildId = generateBuildId(deps.clock())
  let started = false
  try {
    await runIdempotent(
      deps.db,
      { orgId: deps.org.id, scope: 'publishSite', key: idempotencyKey, subject: caller.subject, request: {}, locale: deps.locale },
      async (tx) => {
        started = await publisher.claim(tx, deps.org.id)
        // Who asked, now; the outcome (site.publish or site.publishFail) when the job ends (publisher.ts).
        // A call while a job runs returns that job and records nothing: nothing new happened.
        if (started) await recordAudit(tx, { orgId: deps.org.id, actorEmail: staff.email, kind: 'site.publishStart', target: buildId, after: { buildId } })
        return { resultId: deps.org.id, value: null }
      },
      () => Promise.resolve(null),
    )
  } catch (error) {
    if (error instanceof FieldErrorsFailure) throw badInput(error.fieldErrors.map((e) => e.message).join(' '))
    throw error
  }
  if (started) publisher.start(deps.org, buildId, staff.email)
  return publicationOf(deps)
}
