/** Query.ambassadors / ambassador / directoryFacets. */
import type { Resolvers } from '../resolver-types.generated'
import { countryName, languageName } from '../i18n/display-names'
import type { TermRecord } from '../core/organization'
import { isUuid } from '../core/ids'
import { encodeCursor } from './directory'
import { ambassadorDirectory } from './directory-connection'
import { directoryFacets, keyFigures } from './facets'
import { ambassadorById } from './loaders'
import { hasActiveAmbassador } from './open-for-visitors'
import { studyLevelName } from './status'

const term = (map: ReadonlyMap<string, TermRecord>, key: string): TermRecord => map.get(key) ?? { key, nameEn: key, nameFr: key }

export const ambassadorResolvers: Resolvers = {
  // The directory's figures, shown with the organization.
  Organization: {
    keyFigures: (o, _, ctx) => keyFigures(ctx, o.id),
    openForVisitors: (o, _, ctx) => hasActiveAmbassador(ctx, o.id),
  },
  Query: {
    ambassadors: (_, args, ctx) => ambassadorDirectory(ctx, args),
    ambassador: (_, { id }, ctx) =>
      isUuid(id)
        ? ambassadorById(ctx)
            .load(id)
            .then((a) => (a !== null && a.active ? a : null))
        : null,
    directoryFacets: async (_, __, ctx) => {
      const f = await directoryFacets(ctx)
      return {
        fields: f.fields.map((x) => ({ term: term(ctx.org.fieldByKey, x.value), count: x.count })),
        interests: f.interests.map((x) => ({ term: term(ctx.org.interestByKey, x.value), count: x.count })),
        studyLevels: f.studyLevels.map((x) => ({ studyLevel: studyLevelName(x.value), count: x.count })),
        countries: f.countries.map((x) => ({ code: x.value, count: x.count })),
        languages: f.languages.map((x) => ({ code: x.value, count: x.count })),
      }
    },
  },
  AmbassadorConnection: {
    edges: (c) => c.nodes.map((node) => ({ node, cursor: encodeCursor(c.sort, node) })),
    // Counted only when asked for (directory-connection.ts).
    totalCount: (c) => c.countAll(),
  },
  CountryFacet: { name: (f, { locale }) => countryName(f.code, locale) },
  LanguageFacet: { name: (f, { locale }) => languageName(f.code, locale) },
}
