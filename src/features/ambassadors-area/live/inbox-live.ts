import { graphql } from '../../../graphql/graphql'

/** The ambassador's stream: what changed in their inbox (decision 091); the area refetches what it shows. */
export const InboxUpdatedSubscription = graphql(`
  subscription InboxUpdated {
    inboxUpdated {
      kind
      questionId
      meetingId
      at
    }
  }
`)
