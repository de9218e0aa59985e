import { CommunityGroupsQuery, DirectoryFacetsQuery, DirectoryQuery } from '../../../src/features/community/community-queries'
import { DEFAULT_SORT, directoryVariables } from '../../../src/features/community/directory-state'
import { definePageData } from '../../../renderer/page-data'

// The unfiltered first page, the facets and the groups are prerendered (and in
// `_payload.json`): the page's own queries use the same documents and
// variables, so a visit or a client navigation without filters asks the API
// nothing. Filtered views (query string) are fetched by the page itself.
export const data = definePageData(async ({ client, locale }) => {
  await Promise.all([
    client.query(DirectoryQuery, directoryVariables(null, DEFAULT_SORT, locale)).toPromise(),
    client.query(DirectoryFacetsQuery, { locale }).toPromise(),
    client.query(CommunityGroupsQuery, { locale }).toPromise(),
  ])
  return {}
})

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
