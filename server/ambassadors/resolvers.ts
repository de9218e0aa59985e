/** Query.ambassadors / ambassador / directoryFacets. */
import { AMBASSADORS_PAGE_MAX } from '../../src/contract/limits'
import type { ApiContext } from '../graphql/context'
import type { AmbassadorRow } from '../db/rows'
import { pageSize } from '../core/paging'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import { countryName, languageName } from '../i18n/display-names'
import type { OrgRecord, TermRecord } from '../core/organization'
import { isUuid } from '../core/ids'
import { countAmbassadors, directoryWhere, encodeCursor, listAmbassadors } from './directory'
import type { DirectoryFilter, DirectorySort } from './directory'
import { directoryFacets, keyFigures } from './facets'
import { ambassadorById } from './loaders'

interface AmbassadorsArgs {
  filter?: DirectoryFilter | null
  sort: DirectorySort
  first?: number | null
  after?: string | null
}

const term = (map: ReadonlyMap<string, TermRecord>, key: string): TermRecord => map.get(key) ?? { key, nameEn: key, nameFr: key }

interface CodeFacet {
  code: string
  count: number
}

export const ambassadorResolvers: ResolverMap = {
  // The directory's figures, shown with the organization.
  Organization: {
    keyFigures: (o: OrgRecord, _: unknown, ctx: ApiContext) => keyFigures(ctx.db, o.id),
  },
  Query: {
    ambassadors: async (_: unknown, args: AmbassadorsArgs, ctx: ApiContext) => {
      const first = pageSize(args.first, 20, AMBASSADORS_PAGE_MAX)
      const filter = args.filter ?? {}
      const page = await listAmbassadors(ctx.db, ctx.org.id, filter, args.sort, first, args.after ?? null)
      const last = page.rows.at(-1)
      let total: Promise<number> | null = null
      return {
        nodes: page.rows,
        edges: () => page.rows.map((node) => ({ node, cursor: encodeCursor(args.sort, node) })),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: last === undefined ? null : encodeCursor(args.sort, last) },
        // Counted only when asked for, and at most once per filter and directory version.
        totalCount: () =>
          (total ??= ctx.directoryCounts.count(ctx.org.id, page.directoryVersion, JSON.stringify(filter), () => countAmbassadors(ctx.db, directoryWhere(ctx.org.id, filter)))),
      }
    },
    ambassador: (_: unknown, { id }: { id: string }, ctx: ApiContext): Promise<AmbassadorRow | null> | null =>
      isUuid(id)
        ? ambassadorById(ctx)
            .load(id)
            .then((a) => (a !== null && a.active ? a : null))
        : null,
    directoryFacets: async (_: unknown, __: unknown, ctx: ApiContext) => {
      const f = await directoryFacets(ctx.db, ctx.org.id)
      return {
        fields: f.fields.map((x) => ({ term: term(ctx.org.fieldByKey, x.value), count: x.count })),
        interests: f.interests.map((x) => ({ term: term(ctx.org.interestByKey, x.value), count: x.count })),
        studyLevels: f.studyLevels.map((x) => ({ studyLevel: x.value, count: x.count })),
        countries: f.countries.map((x) => ({ code: x.value, count: x.count })),
        languages: f.languages.map((x) => ({ code: x.value, count: x.count })),
      }
    },
  },
  CountryFacet: { name: (f: CodeFacet, { locale }: LocaleArg) => countryName(f.code, locale) },
  LanguageFacet: { name: (f: CodeFacet, { locale }: LocaleArg) => languageName(f.code, locale) },
}
