import type { Locale } from '../../contract/locale'

/**
 * The directory's state lives in the query string (shareable, back button):
 *   ?q=robots&field=engineering,law&level=master&country=FR,CA&language=fr
 *    &interest=music&group=international&sort=fastest&view=map
 * Parsing never throws: unknown keys and values are dropped (a value must be
 * one the facets offer when they are known, and well-formed in any case).
 */
export const STUDY_LEVELS = ['BACHELOR', 'MASTER', 'PHD', 'EXCHANGE', 'ALUMNI'] as const
export type StudyLevel = (typeof STUDY_LEVELS)[number]
export const SORTS = ['MOST_ANSWERED', 'FASTEST_REPLY', 'RECENTLY_ACTIVE', 'NAME'] as const
export type Sort = (typeof SORTS)[number]
export type DirectoryView = 'list' | 'map'

export const DIRECTORY_PAGE_SIZE = 24
export const DEFAULT_SORT: Sort = 'MOST_ANSWERED'
const MAX_TEXT_LENGTH = 100
const MAX_VALUES = 50

export type DirectoryState = {
  text: string
  fields: string[]
  studyLevels: StudyLevel[]
  countries: string[]
  languages: string[]
  interests: string[]
  /** Community group slug. */
  group: string | null
  sort: Sort
  view: DirectoryView
}

export type FilterKey = 'fields' | 'studyLevels' | 'countries' | 'languages' | 'interests'

export const EMPTY_STATE: DirectoryState = {
  text: '',
  fields: [],
  studyLevels: [],
  countries: [],
  languages: [],
  interests: [],
  group: null,
  sort: DEFAULT_SORT,
  view: 'list',
}

/** URL names of the sorts (readable links); MOST_ANSWERED is the default and is left out. */
const SORT_PARAM: Record<Sort, string> = { MOST_ANSWERED: 'answers', FASTEST_REPLY: 'fastest', RECENTLY_ACTIVE: 'active', NAME: 'name' }
const PARAM: Record<FilterKey, string> = { fields: 'field', studyLevels: 'level', countries: 'country', languages: 'language', interests: 'interest' }

/** The values the facets offer; null when unknown (then only the shape is checked). */
export type KnownValues = Partial<Record<FilterKey | 'groups', ReadonlySet<string> | null>>

const SHAPE: Record<FilterKey, { pattern: RegExp; normalise: (v: string) => string }> = {
  fields: { pattern: /^[a-z0-9][a-z0-9-]{0,39}$/, normalise: (v) => v.toLowerCase() },
  interests: { pattern: /^[a-z0-9][a-z0-9-]{0,39}$/, normalise: (v) => v.toLowerCase() },
  countries: { pattern: /^[A-Z]{2}$/, normalise: (v) => v.toUpperCase() },
  languages: { pattern: /^[a-z]{2,3}$/, normalise: (v) => v.toLowerCase() },
  studyLevels: { pattern: /^(BACHELOR|MASTER|PHD|EXCHANGE|ALUMNI)$/, normalise: (v) => v.toUpperCase() },
}

function listParam(params: URLSearchParams, key: FilterKey, known: KnownValues): string[] {
  const { pattern, normalise } = SHAPE[key]
  const allowed = known[key]
  const values = params
    .getAll(PARAM[key])
    .flatMap((raw) => raw.split(','))
    .map((raw) => normalise(raw.trim()))
    .filter((value) => pattern.test(value) && (!allowed || allowed.has(value)))
  return [...new Set(values)].sort().slice(0, MAX_VALUES)
}

export function parseDirectoryState(search: string, known: KnownValues = {}): DirectoryState {
  let params: URLSearchParams
  try {
    params = new URLSearchParams(search)
  } catch {
    return EMPTY_STATE
  }
  const sortParam = params.get('sort')
  const sort = SORTS.find((s) => SORT_PARAM[s] === sortParam) ?? DEFAULT_SORT
  const group = params.get('group')?.trim().toLowerCase() ?? ''
  const groupOk = /^[a-z0-9][a-z0-9-]{0,59}$/.test(group) && (!known.groups || known.groups.has(group))
  return {
    text: (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH),
    fields: listParam(params, 'fields', known),
    studyLevels: listParam(params, 'studyLevels', known) as StudyLevel[],
    countries: listParam(params, 'countries', known),
    languages: listParam(params, 'languages', known),
    interests: listParam(params, 'interests', known),
    group: groupOk ? group : null,
    sort,
    view: params.get('view') === 'map' ? 'map' : 'list',
  }
}

/** The canonical query string of a state ('' for the default view), fixed key order and sorted values. */
export function serializeDirectoryState(state: DirectoryState): string {
  const params = new URLSearchParams()
  const text = state.text.trim()
  if (text) params.set('q', text)
  for (const key of Object.keys(PARAM) as FilterKey[]) {
    const values = [...new Set(state[key])].sort()
    if (values.length) params.set(PARAM[key], key === 'studyLevels' ? values.join(',').toLowerCase() : values.join(','))
  }
  if (state.group) params.set('group', state.group)
  if (state.sort !== DEFAULT_SORT) params.set('sort', SORT_PARAM[state.sort])
  if (state.view === 'map') params.set('view', 'map')
  const query = params.toString().replace(/%2C/g, ',')
  return query ? `?${query}` : ''
}

/** How many filters narrow the list (text and group included), for "Filters (3)" and the reset. */
export function activeFilterCount(state: DirectoryState): number {
  return (state.text ? 1 : 0) + (state.group ? 1 : 0) + (Object.keys(PARAM) as FilterKey[]).reduce((n, key) => n + state[key].length, 0)
}

export type AmbassadorFilterInput = {
  text?: string
  fields?: string[]
  studyLevels?: StudyLevel[]
  countries?: string[]
  languages?: string[]
  interests?: string[]
  communityId?: string
}

/** The API filter of a state; null without any filter (the prerendered first page). */
export function toAmbassadorFilter(state: DirectoryState, groupIdOf: (slug: string) => string | undefined = () => undefined): AmbassadorFilterInput | null {
  const filter: AmbassadorFilterInput = {}
  if (state.text) filter.text = state.text
  for (const key of Object.keys(PARAM) as FilterKey[]) if (state[key].length) Object.assign(filter, { [key]: state[key] })
  const communityId = state.group ? groupIdOf(state.group) : undefined
  if (communityId) filter.communityId = communityId
  return Object.keys(filter).length ? filter : null
}

/**
 * The directory query's variables. The page loader prerenders EMPTY_STATE's
 * first page with exactly these, so the page's own query is a cache hit.
 */
export function directoryVariables(filter: AmbassadorFilterInput | null, sort: Sort, locale: Locale) {
  return { locale, filter, sort, first: DIRECTORY_PAGE_SIZE }
}
