/** Mutation.trackEvents (its payload carries per-event errors, so no generic payload wrapper). */
import type { Resolvers } from '../resolver-types.generated'
import { FieldErrorsFailure } from '../core/field-errors'
import { trackEvents } from './track'

export const analyticsResolvers: Resolvers = {
  Mutation: {
    trackEvents: async (_, a, ctx) => {
      const caller = await ctx.caller()
      try {
        return await trackEvents(ctx, caller, a.events, a.idempotencyKey)
      } catch (error) {
        if (error instanceof FieldErrorsFailure) return { accepted: 0, fieldErrors: error.fieldErrors }
        throw error
      }
    },
  },
}
