/** Mutation.trackEvents (its payload carries per-event errors, so no generic payload wrapper). */
import type { ApiContext } from '../graphql/context'
import type { ResolverMap } from '../graphql/resolver-types'
import { FieldErrorsFailure } from '../core/field-errors'
import { trackEvents } from './track'
import type { TrackEventInput } from './track'

export const analyticsResolvers: ResolverMap = {
  Mutation: {
    trackEvents: async (_: unknown, a: { events: TrackEventInput[]; idempotencyKey: string }, ctx: ApiContext) => {
      try {
        return await trackEvents(ctx, a.events, a.idempotencyKey)
      } catch (error) {
        if (error instanceof FieldErrorsFailure) return { accepted: 0, fieldErrors: error.fieldErrors }
        throw error
      }
    },
  },
}
