import { graphql, type ResultOf } from '../../graphql/graphql'

/** What the profile dialog adds to the card: loaded only when the dialog opens. */
export const AmbassadorProfileQuery = graphql(`
  query AmbassadorProfile($id: ID!, $locale: Locale!) {
    ambassador(id: $id) {
      id
      bio(locale: $locale)
      bioLanguage(locale: $locale)
      answeredCount
      meetingMinutes
      interests {
        key
        name(locale: $locale)
      }
      communities {
        id
        name(locale: $locale)
      }
    }
  }
`)

export type AmbassadorProfile = NonNullable<ResultOf<typeof AmbassadorProfileQuery>['ambassador']>
