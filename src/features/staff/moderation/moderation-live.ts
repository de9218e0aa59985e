import { graphql } from '../../../graphql/graphql'

/** The Moderation tab's stream (decision 091): a new report or flag, a resolution, a conversation changed; the tab refetches its queue. */
export const ModerationUpdatedSubscription = graphql(`
  subscription ModerationUpdated {
    moderationUpdated {
      kind
      itemId
      at
    }
  }
`)
