import { graphql, type FragmentOf } from '../../graphql/graphql'

/**
 * What an ambassador card shows. It reads `$locale` from the operation that
 * spreads it, so every such operation declares `$locale: Locale!`:
 *
 *   const Q = graphql(`query X($locale: Locale!) { ambassadors(first: 6) { nodes { id ...AmbassadorCard } } }`,
 *     [AmbassadorCardFragment])
 */
export const AmbassadorCardFragment = graphql(`
  fragment AmbassadorCard on Ambassador {
    id
    firstName
    lastInitial
    photoUrl
    headline(locale: $locale)
    headlineLanguage(locale: $locale)
    field {
      key
      name(locale: $locale)
    }
    studyLevel
    languages
    country
    countryName(locale: $locale)
    city
    answeredCount
    medianAnswerMinutes
    acceptsMeetings
    outOfOffice
    lastActiveAt
  }
`)

export type AmbassadorCardData = FragmentOf<typeof AmbassadorCardFragment>
