/** Field resolvers of Ambassador and Term (rows → the public shape). */
import { isoDate, toLocal } from '../core/time-zones'
import { countryName } from '../i18n/display-names'
import { pickLocale } from '../core/locale'
import type { Resolvers } from '../resolver-types.generated'
import type { TermRecord } from '../core/organization'
import { photoUrlFor } from './photo/save-photo'
import { biosOf, columnOf } from './loaders'
import { communitiesOfAmbassador } from '../communities/loaders'

const unknownTerm = (key: string): TermRecord => ({ key, nameEn: key, nameFr: key })

/** The calendar date `now` falls on in the ambassador's zone. */
const todayIn = (timeZone: string, now: Date): string => isoDate(toLocal(now.getTime(), timeZone))

export const ambassadorTypeResolvers: Resolvers = {
  Ambassador: {
    photoUrl: (a, _, ctx) => photoUrlFor(a.photoUrl, ctx.env.publicApiUrl),
    // Empty for an erased ambassador (no last name left), not a lone dot.
    lastInitial: (a) => (a.lastName === '' ? '' : `${[...a.lastName][0]}.`),
    // The visitor's language, else the other one: a headline written only in English still shows on /fr.
    headline: (a, { locale }) => pickLocale(locale, a.headline || a.headlineFr, a.headlineFr || a.headline),
    bio: async (a, { locale }, ctx) => {
      const { bioEn, bioFr } = await biosOf(a, ctx)
      return pickLocale(locale, bioEn || bioFr, bioFr || bioEn)
    },
    field: (a, _, ctx) => ctx.org.fieldByKey.get(a.fieldKey) ?? unknownTerm(a.fieldKey),
    interests: async (a, _, ctx) => (await columnOf(a, 'interests', ctx, [])).map((k) => ctx.org.interestByKey.get(k) ?? unknownTerm(k)),
    // 30: the column's default, for an ambassador gone since the list was read.
    meetingMinutes: (a, _, ctx) => columnOf(a, 'meetingMinutes', ctx, 30),
    countryName: (a, { locale }) => countryName(a.country, locale),
    outOfOffice: (a, _, ctx) => a.outOfOffice.includes(todayIn(a.timeZone, ctx.clock())),
    outOfOfficeDates: (a, _, ctx) => {
      const today = todayIn(a.timeZone, ctx.clock())
      return a.outOfOffice.filter((d) => d >= today).sort()
    },
    communities: (a, _, ctx) => communitiesOfAmbassador(ctx).load(a.id),
  },
  Term: {
    name: (t, { locale }) => pickLocale(locale, t.nameEn, t.nameFr),
  },
}
