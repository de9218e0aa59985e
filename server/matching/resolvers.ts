/** Query.match: ranked ambassadors and the best community group, with reasons. */
import { asc, eq } from 'drizzle-orm'
import type { Locale } from '../../src/contract/locale'
import { referencedAmbassador } from '../ambassadors/loaders'
import { badInput } from '../core/errors'
import { pickLocale } from '../core/locale'
import { STUDY_LEVEL_NAMES } from '../core/study-levels'
import type { StudyLevelValue } from '../core/study-levels'
import { communities } from '../db/schema'
import { countryName, languageName } from '../i18n/display-names'
import type { Resolvers } from '../resolver-types.generated'
import { bestCommunity } from './community-match'
import { MATCH_RESULTS_MAX, rankForVisitor, toVisitorProfile } from './rank'

const durationLabel = (minutes: number, locale: Locale): string =>
  minutes < 60 ? `${minutes} min` : minutes < 1440 ? `${Math.round(minutes / 60)} h` : `${Math.round(minutes / 1440)} ${pickLocale(locale, 'd', 'j')}`

export const matchResolvers: Resolvers = {
  Query: {
    match: async (_, { input }, ctx) => {
      const limit = input.first ?? 10
      if (!Number.isInteger(limit) || limit < 1 || limit > MATCH_RESULTS_MAX) throw badInput(`match.first must be from 1 to ${MATCH_RESULTS_MAX}.`)
      const profile = toVisitorProfile(input)
      const ranked = await rankForVisitor(ctx, profile, limit)
      const groups = await ctx.db.select().from(communities).where(eq(communities.orgId, ctx.org.id)).orderBy(asc(communities.position))
      return {
        ambassadors: ranked.map((s) => ({ ambassadorId: s.id, score: s.score, reasons: s.reasons })),
        community: bestCommunity(profile, groups, ctx.org.row.country),
      }
    },
  },
  AmbassadorMatch: {
    ambassador: (m, _, ctx) => referencedAmbassador(ctx, m.ambassadorId),
  },
  MatchReason: {
    label: (r, { locale }, ctx) => {
      const value = r.value ?? ''
      switch (r.code) {
        case 'SAME_FIELD': {
          const t = ctx.org.fieldByKey.get(value)
          return t ? pickLocale(locale, t.nameEn, t.nameFr) : value
        }
        case 'SHARED_INTEREST': {
          const t = ctx.org.interestByKey.get(value)
          return t ? pickLocale(locale, t.nameEn, t.nameFr) : value
        }
        case 'SPEAKS_LANGUAGE':
          return languageName(value, locale)
        case 'SAME_COUNTRY':
        case 'INTERNATIONAL':
          return countryName(value, locale)
        case 'NEARBY':
          return `${value} km`
        case 'SAME_STUDY_LEVEL':
          return STUDY_LEVEL_NAMES[value as StudyLevelValue]?.[locale] ?? value
        case 'FAST_ANSWERER':
          return durationLabel(Number(value), locale)
        case 'NO_COMMON_LANGUAGE':
          return null
      }
    },
  },
}
