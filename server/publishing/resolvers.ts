/** `publication` (any staff role) and `publishSite` (owner or editor: both roles publish). */
import type { ApiContext } from '../graphql/context'
import { badInput } from '../core/errors'
import type { ResolverMap } from '../graphql/resolver-types'
import type { Locale } from '../../src/contract/locale'
import { FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { recordAudit } from '../audit/record'
import { liveKind, publicationKey } from '../live/events'
import type { LiveMessage } from '../live/events'
import { generateBuildId } from './build-id'
import { readPublication } from './publication-store'
import type { PublicationView } from './publication-store'
import { describeReason } from './reasons'
import type { PublishReason } from './reasons'

export interface PublicationResult extends PublicationView {
  readonly answer: PublishReason | null
}
/** The job as stored (`error`: the encoded reason) and the command's or webhook's answer. */
type JobResult = PublicationView['job'] & { readonly answer: PublishReason | null }

/** What `publication` answers (also each `publicationUpdated` event). */
export async function publicationOf(ctx: ApiContext): Promise<PublicationResult> {
  return { ...(await readPublication(ctx.db, ctx.org.id)), answer: ctx.publisher.answer(ctx.org.id) }
}

async function publishSite(ctx: ApiContext, idempotencyKey: string): Promise<PublicationResult> {
  const staff = await ctx.requireStaff()
  const publisher = ctx.publisher
  const buildId = generateBuildId()
  let started = false
  try {
    await runIdempotent(
      ctx.db,
      { orgId: ctx.org.id, scope: 'publishSite', key: idempotencyKey, subject: (await ctx.caller()).subject, request: {}, locale: ctx.locale },
      async (tx) => {
        started = await publisher.claim(tx, ctx.org.id)
        // A call while a job runs returns that job and records nothing: nothing new happened.
        if (started) await recordAudit(tx, { orgId: ctx.org.id, actorEmail: staff.email, kind: 'site.publish', target: buildId, after: { buildId } })
        return { resultId: ctx.org.id, value: null }
      },
      () => Promise.resolve(null),
    )
  } catch (error) {
    if (error instanceof FieldErrorsFailure) throw badInput(error.fieldErrors.map((e) => e.message).join(' '))
    throw error
  }
  if (started) publisher.start(ctx.org, buildId, staff.email)
  return publicationOf(ctx)
}

const upper = (state: string): string => state.toUpperCase()

export const publishingResolvers: ResolverMap = {
  Subscription: {
    publicationUpdated: {
      subscribe: async (_: unknown, __: unknown, ctx: ApiContext) => {
        await ctx.requireStaff()
        return ctx.live.subscribe(publicationKey(ctx.org.id))
      },
      resolve: async (message: LiveMessage, _: unknown, ctx: ApiContext) => ({ kind: liveKind(message), at: message.at, publication: await publicationOf(ctx) }),
    },
  },
  Query: {
    publication: async (_: unknown, __: unknown, ctx: ApiContext) => {
      await ctx.requireStaff()
      return publicationOf(ctx)
    },
  },
  Mutation: {
    publishSite: (_: unknown, { idempotencyKey }: { idempotencyKey: string }, ctx: ApiContext) => publishSite(ctx, idempotencyKey),
  },
  Publication: {
    job: (p: PublicationResult): JobResult => ({ ...p.job, answer: p.job.state === 'succeeded' ? p.answer : null }),
  },
  PublicationJob: {
    state: (j: JobResult) => upper(j.state),
    error: (j: JobResult, { locale }: { locale?: Locale | null }, ctx: ApiContext) => (j.state === 'failed' ? (describeReason(j.error, locale ?? ctx.locale)?.text ?? null) : null),
    errorCode: (j: JobResult) => (j.state === 'failed' ? (describeReason(j.error, 'en')?.code ?? null) : null),
    message: (j: JobResult, { locale }: { locale?: Locale | null }, ctx: ApiContext) =>
      j.answer === null ? null : (describeReason(JSON.stringify(j.answer), locale ?? ctx.locale)?.text ?? null),
  },
}
