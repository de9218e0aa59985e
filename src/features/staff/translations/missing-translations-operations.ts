import { graphql, type ResultOf } from '../../../graphql/graphql'

/** Active ambassadors whose public texts lack a language, with the counts (issue 34). */
export const MissingTranslationsQuery = graphql(`
  query MissingTranslations {
    missingTranslations {
      activeCount
      missingFrenchCount
      missingEnglishCount
      ambassadors {
        ambassadorId
        firstName
        lastName
        email
        missing
      }
    }
  }
`)

export type MissingTranslationsData = ResultOf<typeof MissingTranslationsQuery>['missingTranslations']
