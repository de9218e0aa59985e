/** `publication` (any staff role) and `publishSite` (owner or editor: both roles publish), and the publishing job's live updates. */
import type { ApiContext } from '../graphql/context'
import type { Resolvers } from '../resolver-types.generated'
import type { PublicationChange } from '../schema-types.generated'
import { publicationKey } from '../live/events'
import type { LiveMessage } from '../live/events'
import { publicationOf, publishSite } from './publish-site'
import { describeReason } from './reasons'

/** GraphQL's PublicationState of a stored job state: the same words, upper-case. */
const upper = <T extends string>(state: T): Uppercase<T> => state.toUpperCase() as Uppercase<T>

/** The kind a publicationUpdated event reports: its key carries publication events, RESYNC after the listener reconnected, and the stream's refusal last (decision 092). */
function publicationChange(message: LiveMessage): PublicationChange {
  if (message.topic === 'refused') throw message.refusal
  if (message.topic === 'resync') return 'RESYNC'
  if (message.topic !== 'publication') throw new Error(`a ${message.topic} event on a publication subscription`)
  return message.kind
}

export const publishingResolvers: Resolvers = {
  Subscription: {
    publicationUpdated: {
      subscribe: (_, __, ctx) =>
        ctx.followLive(async (who) => {
          await who.requireStaff()
          return publicationKey(ctx.org.id)
        }),
      // The generated type leaves a subscription's resolve untyped (its parent is the stream's item): typed here.
      resolve: async (message: LiveMessage, _: unknown, ctx: ApiContext) => ({ kind: publicationChange(message), at: message.at, publication: await publicationOf(ctx) }),
    },
  },
  Query: {
    publication: async (_, __, ctx) => {
      await ctx.requireStaff()
      return publicationOf(ctx)
    },
  },
  Mutation: {
    publishSite: async (_, { idempotencyKey }, ctx) => {
      const staff = await ctx.requireStaff()
      return publishSite(ctx, staff, await ctx.caller(), idempotencyKey)
    },
  },
  Publication: {
    job: (p) => ({ ...p.job, answer: p.job.state === 'succeeded' ? p.answer : null }),
  },
  PublicationJob: {
    state: (j) => upper(j.state),
    error: (j, { locale }, ctx) => (j.state === 'failed' ? (describeReason(j.error, locale ?? ctx.locale)?.text ?? null) : null),
    errorCode: (j) => (j.state === 'failed' ? (describeReason(j.error, 'en')?.code ?? null) : null),
    message: (j, { locale }, ctx) => (j.answer === null ? null : (describeReason(JSON.stringify(j.answer), locale ?? ctx.locale)?.text ?? null)),
  },
}
