import { graphql } from '../../../graphql/graphql'

/**
 * The languages the directory's ambassadors speak, by name: what the
 * onboarding and the profile forms offer. Unmasked, so a query's result holds
 * the fields; an operation spreading it declares `$locale: Locale!`.
 */
export const LanguageChoicesFragment = graphql(`
  fragment LanguageChoices on DirectoryFacets @_unmask {
    languages {
      code
      name(locale: $locale)
    }
  }
`)
