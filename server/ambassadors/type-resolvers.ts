/** Field resolvers of Ambassador and Term (rows → the public shape). */
import { isoDate, toLocal } from '../meetings/time-zones'
import { countryName } from '../i18n/display-names'
import type { AppContext } from '../graphql/context'
import type { AmbassadorRow } from '../graphql/loaders'
import type { DirectoryRow } from './directory'
import { pickLocale } from '../graphql/resolver-types'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import type { TermRecord } from '../organizations/cache'
import { photoUrlFor } from './photo/save-photo'

const unknownTerm = (key: string): TermRecord => ({ key, nameEn: key, nameFr: key })

export const todayIn = (timeZone: string): string => isoDate(toLocal(Date.now(), timeZone))

export const ambassadorTypeResolvers: ResolverMap = {
  Ambassador: {
    photoUrl: (a: AmbassadorRow, _: unknown, ctx: AppContext) => photoUrlFor(a.photoUrl, ctx.env.publicApiUrl),
    // Empty for an erased ambassador (no last name left), not a lone dot.
    lastInitial: (a: AmbassadorRow) => (a.lastName === '' ? '' : `${[...a.lastName][0]}.`),
    // A directory row has no bios (directory.ts): a list that asks for them gets them in one batch.
    bio: async (a: DirectoryRow & Partial<Pick<AmbassadorRow, 'bioEn' | 'bioFr'>>, { locale }: LocaleArg, ctx: AppContext) => {
      const row = a.bioEn === undefined || a.bioFr === undefined ? await ctx.loaders.ambassador.load(a.id) : { bioEn: a.bioEn, bioFr: a.bioFr }
      return row ? pickLocale(locale, row.bioEn || row.bioFr, row.bioFr || row.bioEn) : ''
    },
    field: (a: AmbassadorRow, _: unknown, ctx: AppContext) => ctx.org.fieldByKey.get(a.fieldKey) ?? unknownTerm(a.fieldKey),
    interests: (a: AmbassadorRow, _: unknown, ctx: AppContext) => a.interests.map((k) => ctx.org.interestByKey.get(k) ?? unknownTerm(k)),
    countryName: (a: AmbassadorRow, { locale }: LocaleArg) => countryName(a.country, locale),
    outOfOffice: (a: AmbassadorRow) => a.outOfOffice.includes(todayIn(a.timeZone)),
    outOfOfficeDates: (a: AmbassadorRow) => {
      const today = todayIn(a.timeZone)
      return a.outOfOffice.filter((d) => d >= today).sort()
    },
    communities: (a: AmbassadorRow, _: unknown, ctx: AppContext) => ctx.loaders.communitiesOfAmbassador.load(a.id),
  },
  Term: {
    name: (t: TermRecord, { locale }: LocaleArg) => pickLocale(locale, t.nameEn, t.nameFr),
  },
}
