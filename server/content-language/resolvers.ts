/**
 * The language of what people wrote (issue 21, decision 115): pages mark a
 * French answer on the English site with `lang="fr"` (and the reverse). A bio
 * is stored per language, so its language is known; questions, answers and
 * headlines are detected (src/contract/text-language.ts), falling back to the
 * writer's interface language where we know it.
 */
import { isLocale, type Locale } from '../../src/contract/locale'
import { detectTextLanguage } from '../../src/contract/text-language'
import { biosOf } from '../ambassadors/loaders'
import type { QuestionRow } from '../db/rows'
import type { Resolvers } from '../resolver-types.generated'

const questionLanguage = (q: QuestionRow): Locale => detectTextLanguage(`${q.topic}\n${q.body}`) ?? (isLocale(q.locale) ? q.locale : 'en')

export const contentLanguageResolvers: Resolvers = {
  Thread: { language: questionLanguage },
  PublishedQuestion: { language: questionLanguage },
  Answer: { language: (a) => detectTextLanguage(a.body) },
  // A conversation's messages (issue 19): the same detection as answers; what staff hid has no language.
  ConversationMessage: { language: (m) => (m.hidden ? null : detectTextLanguage(m.body)) },
  Ambassador: {
    // A directory row carries the headline and the language too (ambassadors/directory.ts).
    // A French headline is French; the other one (English, or the only one written) is detected.
    headlineLanguage: (a, { locale }) => (locale === 'fr' && a.headlineFr !== '' ? 'fr' : (detectTextLanguage(a.headline || a.headlineFr) ?? a.locale)),
    // The same choice as `bio(locale)`: the requested language unless that bio is empty.
    bioLanguage: async (a, { locale }, ctx) => {
      const { bioEn, bioFr } = await biosOf(a, ctx)
      return locale === 'fr' ? (bioFr ? 'fr' : 'en') : bioEn || !bioFr ? 'en' : 'fr'
    },
  },
}
