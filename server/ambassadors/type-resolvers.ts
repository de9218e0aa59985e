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

/** An Ambassador parent: a full row, or a directory row without the bios (directory.ts). */
export type MaybeDirectoryRow = DirectoryRow & Partial<Pick<AmbassadorRow, 'bioEn' | 'bioFr'>>

/** Both bios of an ambassador: from the row, or for a directory row from the batch loader (one query for a whole list). */
export async function biosOf(a: MaybeDirectoryRow, ctx: AppContext): Promise<Pick<AmbassadorRow, 'bioEn' | 'bioFr'>> {
  if (a.bioEn !== undefined && a.bioFr !== undefined) return { bioEn: a.bioEn, bioFr: a.bioFr }
  const row = await ctx.loaders.ambassador.load(a.id)
  return { bioEn: row?.bioEn ?? '', bioFr: row?.bioFr ?? '' }
}

export const todayIn = (timeZone: string): string => isoDate(toLocal(Date.now(), timeZone))

export const ambassadorTypeResolvers: ResolverMap = {
  Ambassador: {
    photoUrl: (a: AmbassadorRow, _: unknown, ctx: AppContext) => photoUrlFor(a.photoUrl, ctx.env.publicApiUrl),
    // Empty for an erased ambassador (no last name left), not a lone dot.
    lastInitial: (a: AmbassadorRow) => (a.lastName === '' ? '' : `${[...a.lastName][0]}.`),
    bio: async (a: MaybeDirectoryRow, { locale }: LocaleArg, ctx: AppContext) => {
      const { bioEn, bioFr } = await biosOf(a, ctx)
      return pickLocale(locale, bioEn || bioFr, bioFr || bioEn)
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
