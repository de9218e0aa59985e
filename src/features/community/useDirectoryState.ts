import { useCallback, useMemo } from 'react'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { CommunityGroupsQuery, DirectoryFacetsQuery, type CommunityGroup, type DirectoryFacets } from './community-queries'
import { parseDirectoryState, serializeDirectoryState, toAmbassadorFilter, type DirectoryState, type KnownValues } from './directory-state'
import { setUrlSearch, useUrlSearch } from './url-search'

function knownValuesOf(facets: DirectoryFacets | undefined, groups: readonly CommunityGroup[] | undefined): KnownValues {
  return {
    fields: facets ? new Set(facets.fields.map((f) => f.term.key)) : null,
    studyLevels: facets ? new Set(facets.studyLevels.map((f) => f.studyLevel)) : null,
    countries: facets ? new Set(facets.countries.map((f) => f.code)) : null,
    languages: facets ? new Set(facets.languages.map((f) => f.code)) : null,
    interests: facets ? new Set(facets.interests.map((f) => f.term.key)) : null,
    groups: groups ? new Set(groups.map((g) => g.slug)) : null,
  }
}

export type DirectoryUpdate = (next: Partial<DirectoryState>, options?: { replace?: boolean }) => void

/** The directory's state read from the URL (checked against the facets) and the way to change it. */
export function useDirectoryState() {
  const locale = usePageLocale()
  const search = useUrlSearch()
  const facetsQuery = usePageQuery(DirectoryFacetsQuery, { locale })
  // The groups' own failure is shown with the groups (CommunityGroups); here it only means "no known groups".
  const { data: groupsData } = usePageQuery(CommunityGroupsQuery, { locale })
  const facetsData = facetsQuery.data
  const facets = facetsData?.directoryFacets
  const groups = groupsData?.communities
  const known = useMemo(() => knownValuesOf(facets, groups), [facets, groups])
  const state = useMemo(() => parseDirectoryState(search, known), [search, known])
  const filter = useMemo(() => toAmbassadorFilter(state, (slug) => groups?.find((g) => g.slug === slug)?.id), [state, groups])
  const update: DirectoryUpdate = useCallback(
    (next, options) => setUrlSearch(serializeDirectoryState({ ...parseDirectoryState(window.location.search, known), ...next }), options),
    [known],
  )
  /** The filters could not be loaded: their Retry (null otherwise). */
  const retryFacets = facetsQuery.status === 'error' ? facetsQuery.refresh : null
  return { state, filter, facets, groups, update, retryFacets }
}
