import { graphql } from '../../graphql/graphql'

/**
 * Who wrote an answer or sits in a group: a name and a face (AmbassadorAvatar),
 * less than the full card (AmbassadorCardFragment). Unmasked: the parent's
 * result type holds the fields, so plain prerendered data renders it without
 * `readFragment` (the home page ships no gql.tada runtime, decision 021).
 */
export const AmbassadorBylineFragment = graphql(`
  fragment AmbassadorByline on Ambassador @_unmask {
    id
    firstName
    lastInitial
    photoUrl
    former
  }
`)
