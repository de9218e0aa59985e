/** Query.organization and its fields. */
import type { ApiContext } from '../graphql/context'
import { pickLocale } from '../core/locale'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import type { OrgRecord } from '../core/organization'

export const organizationResolvers: ResolverMap = {
  Query: {
    organization: (_: unknown, __: unknown, ctx: ApiContext) => ctx.org,
  },
  Organization: {
    slug: (o: OrgRecord) => o.slug,
    name: (o: OrgRecord, { locale }: LocaleArg) => pickLocale(locale, o.row.nameEn, o.row.nameFr),
    tagline: (o: OrgRecord, { locale }: LocaleArg) => pickLocale(locale, o.row.taglineEn, o.row.taglineFr),
    logoUrl: (o: OrgRecord) => o.row.logoUrl,
    primaryColor: (o: OrgRecord) => o.row.primaryColor,
    country: (o: OrgRecord) => o.row.country,
    locales: (o: OrgRecord) => o.row.locales,
    allowedEmbedOrigins: (o: OrgRecord) => o.row.allowedEmbedOrigins,
    // The server's MAPS_API_KEY applies to organizations that have none of their own.
    mapsApiKey: (o: OrgRecord, _: unknown, ctx: ApiContext) => o.row.mapsApiKey ?? ctx.env.mapsApiKey,
    fields: (o: OrgRecord) => o.fields,
    interests: (o: OrgRecord) => o.interests,
  },
}
