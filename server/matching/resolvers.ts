/** Query.match: ranked ambassadors and the best community group, with reasons. */
import { asc, eq } from 'drizzle-orm'
import { communities } from '../db/schema'
import { STUDY_LEVEL_NAMES } from '../core/study-levels'
import type { StudyLevelValue } from '../core/study-levels'
import type { ApiContext } from '../graphql/context'
import { badInput } from '../core/errors'
import { pickLocale } from '../core/locale'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import { countryName, languageName } from '../i18n/display-names'
import { bestCommunity } from './community-match'
import { rankCandidates } from './score'
import type { Reason, VisitorProfile } from './score'
import type { Locale } from '../../src/contract/locale'
import { ambassadorById } from '../ambassadors/loaders'

export interface MatchInput {
  fields?: readonly string[] | null
  studyLevel?: string | null
  country?: string | null
  city?: string | null
  latitude?: number | null
  longitude?: number | null
  languages?: readonly string[] | null
  interests?: readonly string[] | null
  first?: number | null
}

export const MATCH_RESULTS_MAX = 50

const codes = (list: readonly string[] | null | undefined, pattern: RegExp, normalise: (s: string) => string): string[] =>
  [...new Set((list ?? []).map((s) => normalise(s.trim())).filter((s) => pattern.test(s)))].slice(0, 20)

export function toVisitorProfile(input: MatchInput): VisitorProfile {
  const country = input.country?.trim().toUpperCase() ?? ''
  if (country !== '' && !/^[A-Z]{2}$/.test(country)) throw badInput('match.country must be an ISO 3166-1 alpha-2 code, e.g. "FR".')
  const { latitude, longitude } = input
  const hasCoordinates = typeof latitude === 'number' && typeof longitude === 'number'
  if (hasCoordinates && (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)) throw badInput('match.latitude/longitude are out of range.')
  return {
    fields: codes(input.fields, /^[a-z0-9-]{1,40}$/, (s) => s.toLowerCase()),
    studyLevel: input.studyLevel ?? null,
    country: country === '' ? null : country,
    latitude: hasCoordinates ? latitude : null,
    longitude: hasCoordinates ? longitude : null,
    languages: codes(input.languages, /^[a-z]{2,3}$/, (s) => s.toLowerCase()),
    interests: codes(input.interests, /^[a-z0-9-]{1,40}$/, (s) => s.toLowerCase()),
  }
}

export async function rankForVisitor(ctx: ApiContext, profile: VisitorProfile, limit: number) {
  return rankCandidates(profile, await ctx.matchIndex.candidates(ctx.org.id), limit)
}

const durationLabel = (minutes: number, locale: Locale): string =>
  minutes < 60 ? `${minutes} min` : minutes < 1440 ? `${Math.round(minutes / 60)} h` : `${Math.round(minutes / 1440)} ${pickLocale(locale, 'd', 'j')}`

export const matchResolvers: ResolverMap = {
  Query: {
    match: async (_: unknown, { input }: { input: MatchInput }, ctx: ApiContext) => {
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
    ambassador: (m: { ambassadorId: string }, _: unknown, ctx: ApiContext) => ambassadorById(ctx).load(m.ambassadorId),
  },
  MatchReason: {
    label: (r: Reason, { locale }: LocaleArg, ctx: ApiContext): string | null => {
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
