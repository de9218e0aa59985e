/** GraphQL of the staff's list of missing translations (issue 34). */
import type { Resolvers } from '../resolver-types.generated'
import { missingTranslations } from './missing-translations'

export const translationResolvers: Resolvers = {
  Query: {
    // Editors and owners: both manage ambassadors and ask them for their texts.
    missingTranslations: async (_, __, ctx) => {
      await ctx.requireStaff()
      return missingTranslations(ctx)
    },
  },
}
