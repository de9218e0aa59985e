/** GraphQL of the ambassador's photo: `uploadPhoto` (upload-photo.ts). */
import { payload } from '../../graphql/payload'
import type { Resolvers } from '../../resolver-types.generated'
import { uploadPhoto } from './upload-photo'

export const photoResolvers: Resolvers = {
  Mutation: {
    uploadPhoto: async (_, { file }, ctx) => {
      // Invited and pending ambassadors upload theirs while completing the profile (onboarding).
      const actor = await ctx.requireAmbassador({ onboarding: true })
      return payload(() => uploadPhoto(ctx, actor, file), { me: null })
    },
  },
}
