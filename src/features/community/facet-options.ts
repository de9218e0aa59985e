import { collator } from '../../i18n/intl-cache'
import type { Locale } from '../../contract/locale'
import type { CommunityGroup, DirectoryFacets } from './community-queries'
import type { DirectoryState, FilterKey } from './directory-state'
import type { FacetOption } from './FacetGroup'

const byCountThenLabel = (locale: Locale) => {
  const compare = collator(locale).compare
  return (a: FacetOption, b: FacetOption) => b.count - a.count || compare(a.label, b.label)
}

/** Each filter's options with labels in the page language, most common first. */
export function facetOptions(facets: DirectoryFacets, locale: Locale, studyLevelLabel: (level: string) => string): Record<FilterKey, FacetOption[]> {
  const sort = byCountThenLabel(locale)
  return {
    fields: facets.fields.map((f) => ({ value: f.term.key, label: f.term.name, count: f.count })).sort(sort),
    studyLevels: facets.studyLevels.map((f) => ({ value: f.studyLevel, label: studyLevelLabel(f.studyLevel), count: f.count })).sort(sort),
    countries: facets.countries.map((f) => ({ value: f.code, label: f.name, count: f.count })).sort(sort),
    languages: facets.languages.map((f) => ({ value: f.code, label: capitalise(f.name, locale), count: f.count })).sort(sort),
    interests: facets.interests.map((f) => ({ value: f.term.key, label: f.term.name, count: f.count })).sort(sort),
  }
}

/** French language names are lower case ("anglais"); as a stand-alone label they start with a capital. */
function capitalise(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

export type ActiveFilter = { key: FilterKey | 'text' | 'group'; value: string; label: string }

/** The active filters as removable chips, in the order of the panel. */
export function activeFilters(state: DirectoryState, options: Record<FilterKey, FacetOption[]> | null, groups: readonly CommunityGroup[] | undefined): ActiveFilter[] {
  const chips: ActiveFilter[] = []
  if (state.text) chips.push({ key: 'text', value: state.text, label: `“${state.text}”` })
  if (state.group) chips.push({ key: 'group', value: state.group, label: groups?.find((g) => g.slug === state.group)?.name ?? state.group })
  for (const key of ['fields', 'studyLevels', 'countries', 'languages', 'interests'] as const) {
    for (const value of state[key]) chips.push({ key, value, label: options?.[key].find((o) => o.value === value)?.label ?? value })
  }
  return chips
}
