import { graphql } from '../../../graphql/graphql'

/** The Publish tab's stream (decision 091): a job started, progressed or finished; the tab reads the publication again. */
export const PublicationUpdatedSubscription = graphql(`
  subscription PublicationUpdated {
    publicationUpdated {
      kind
      at
    }
  }
`)
