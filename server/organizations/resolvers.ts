/** Query.organization and its fields. */
import { isLocale } from '../../src/contract/locale'
import { pickLocale } from '../core/locale'
import type { Resolvers } from '../resolver-types.generated'

export const organizationResolvers: Resolvers = {
  Query: {
    organization: (_, __, ctx) => ctx.org,
  },
  Organization: {
    slug: (o) => o.slug,
    name: (o, { locale }) => pickLocale(locale, o.row.nameEn, o.row.nameFr),
    tagline: (o, { locale }) => pickLocale(locale, o.row.taglineEn, o.row.taglineFr),
    logoUrl: (o) => o.row.logoUrl,
    primaryColor: (o) => o.row.primaryColor,
    phoneCallsEnabled: (o) => o.row.phoneCallsEnabled,
    country: (o) => o.row.country,
    // Only the site's languages are ever written (the settings' rules check them).
    locales: (o) => o.row.locales.filter(isLocale),
    allowedEmbedOrigins: (o) => o.row.allowedEmbedOrigins,
    // The server's MAPS_API_KEY applies to organizations that have none of their own.
    mapsApiKey: (o, _, ctx) => o.row.mapsApiKey ?? ctx.env.mapsApiKey,
    fields: (o) => o.fields,
    interests: (o) => o.interests,
  },
}
