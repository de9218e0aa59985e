/** Field resolvers of Ambassador and Term (rows → the public shape). */
import { isoDate, toLocal } from '../core/time-zones'
import { countryName } from '../i18n/display-names'
import type { ApiContext } from '../graphql/context'
import type { AmbassadorRow } from '../db/rows'
import type { DirectoryRow } from './directory'
import { pickLocale } from '../core/locale'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import type { TermRecord } from '../core/organization'
import { photoUrlFor } from './photo/save-photo'
import { ambassadorById } from './loaders'
import { communitiesOfAmbassador } from '../communities/loaders'

const unknownTerm = (key: string): TermRecord => ({ key, nameEn: key, nameFr: key })

/** An Ambassador parent: a full row, or a directory row, which carries only what lists show (directory.ts). */
export type MaybeDirectoryRow = DirectoryRow & Partial<AmbassadorRow>

/**
 * A column of an Ambassador parent: from the row, or for a directory row that
 * does not carry it, from the batch loader (one query for a whole list);
 * `fallback` when the ambassador is gone.
 */
export async function columnOf<K extends keyof AmbassadorRow>(a: MaybeDirectoryRow, key: K, ctx: ApiContext, fallback: AmbassadorRow[K]): Promise<AmbassadorRow[K]> {
  const carried = a[key]
  if (carried !== undefined) return carried as AmbassadorRow[K]
  const row = await ambassadorById(ctx).load(a.id)
  return row === null ? fallback : row[key]
}

/** Both bios of an ambassador (a directory row has neither). */
export async function biosOf(a: MaybeDirectoryRow, ctx: ApiContext): Promise<Pick<AmbassadorRow, 'bioEn' | 'bioFr'>> {
  const [bioEn, bioFr] = await Promise.all([columnOf(a, 'bioEn', ctx, ''), columnOf(a, 'bioFr', ctx, '')])
  return { bioEn, bioFr }
}

export const todayIn = (timeZone: string): string => isoDate(toLocal(Date.now(), timeZone))

export const ambassadorTypeResolvers: ResolverMap = {
  Ambassador: {
    photoUrl: (a: AmbassadorRow, _: unknown, ctx: ApiContext) => photoUrlFor(a.photoUrl, ctx.env.publicApiUrl),
    // Empty for an erased ambassador (no last name left), not a lone dot.
    lastInitial: (a: AmbassadorRow) => (a.lastName === '' ? '' : `${[...a.lastName][0]}.`),
    bio: async (a: MaybeDirectoryRow, { locale }: LocaleArg, ctx: ApiContext) => {
      const { bioEn, bioFr } = await biosOf(a, ctx)
      return pickLocale(locale, bioEn || bioFr, bioFr || bioEn)
    },
    field: (a: AmbassadorRow, _: unknown, ctx: ApiContext) => ctx.org.fieldByKey.get(a.fieldKey) ?? unknownTerm(a.fieldKey),
    interests: async (a: MaybeDirectoryRow, _: unknown, ctx: ApiContext) => (await columnOf(a, 'interests', ctx, [])).map((k) => ctx.org.interestByKey.get(k) ?? unknownTerm(k)),
    // 30: the column's default, for an ambassador gone since the list was read.
    meetingMinutes: (a: MaybeDirectoryRow, _: unknown, ctx: ApiContext) => columnOf(a, 'meetingMinutes', ctx, 30),
    countryName: (a: AmbassadorRow, { locale }: LocaleArg) => countryName(a.country, locale),
    outOfOffice: (a: AmbassadorRow) => a.outOfOffice.includes(todayIn(a.timeZone)),
    outOfOfficeDates: (a: AmbassadorRow) => {
      const today = todayIn(a.timeZone)
      return a.outOfOffice.filter((d) => d >= today).sort()
    },
    communities: (a: AmbassadorRow, _: unknown, ctx: ApiContext) => communitiesOfAmbassador(ctx).load(a.id),
  },
  Term: {
    name: (t: TermRecord, { locale }: LocaleArg) => pickLocale(locale, t.nameEn, t.nameFr),
  },
}
