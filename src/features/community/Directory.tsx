import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '../../components/QueryError'
import { formatNumber } from '../ambassadors/ambassador-format'
import { usePageLocale } from '../../routing/usePageLocale'
import { ActiveFilters } from './ActiveFilters'
import { activeFilterCount, directoryVariables, EMPTY_STATE } from './directory-state'
import { DirectoryFilters } from './DirectoryFilters'
import type { DirectoryMapProps } from './DirectoryMapSlot'
import { DirectoryResults } from './DirectoryResults'
import { DirectorySearch } from './DirectorySearch'
import { DirectoryToolbar } from './DirectoryToolbar'
import { activeFilters, facetOptions } from './facet-options'
import { useDirectoryPages } from './useDirectoryPages'
import { useDirectoryState } from './useDirectoryState'
import './community.css'

// The map view's slot loads when the visitor shows the map, never with the directory (issue 22: first load);
// if it cannot load (offline, a removed deploy), the visitor reads why and keeps the list, as the slot's own
// MapUnavailable shows it (not imported from there: that would bring the slot back into the first load).
function SlotFailed({ listFallback }: DirectoryMapProps) {
  const { t } = useTranslation()
  return (
    <>
      <p className="directory-map-unavailable" role="status">
        {t('community.map.unavailable')}
      </p>
      {listFallback}
    </>
  )
}
const DirectoryMapSlot = lazy((): Promise<{ default: ComponentType<DirectoryMapProps> }> =>
  import('./DirectoryMapSlot').then(
    (m) => ({ default: m.DirectoryMapSlot }),
    () => ({ default: SlotFailed }),
  ),
)

/** The ambassador directory: search, filters, sort, list or map, all in the query string. */
export function Directory() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { state, filter, facets, groups, update, retryFacets } = useDirectoryState()
  // The results follow the filters in a deferred, interruptible render: a click
  // on a filter paints its checkbox at once (the URL is a synchronous store),
  // and the new query and list come right after (issue 22: filter toggle ≤ 100 ms at 4× CPU).
  const shownState = useDeferredValue(state)
  const shownFilter = useDeferredValue(filter)
  const variables = useMemo(() => directoryVariables(shownFilter, shownState.sort, locale), [shownFilter, shownState.sort, locale])
  const results = useDirectoryPages(variables)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const options = useMemo(() => (facets ? facetOptions(facets, locale, (level) => t(`ambassador.studyLevel.${level as 'MASTER'}`)) : null), [facets, locale, t])
  const chips = activeFilters(state, options, groups)
  const filterCount = activeFilterCount(state)

  const countLabel =
    results.totalCount === null
      ? t('community.results.loading')
      : results.updating
        ? t('community.results.updating')
        : t('community.results.count', { count: results.totalCount, formatted: formatNumber(results.totalCount, locale) })
  const reset = useCallback(() => {
    update({ ...EMPTY_STATE, sort: state.sort, view: state.view })
    heading.current?.focus()
  }, [update, state.sort, state.view])
  const list = <DirectoryResults results={results} onReset={reset} filtered={activeFilterCount(shownState) > 0} />

  return (
    <section id="directory" className="directory" aria-labelledby="directory-title">
      <h2 id="directory-title" ref={heading} tabIndex={-1}>
        {t('community.directory.title')}
      </h2>
      <DirectorySearch text={state.text} update={update} />
      <div className="directory-layout">
        <div className="directory-filters">
          {retryFacets && <QueryError onRetry={retryFacets} />}
          {options && (
            <button
              type="button"
              className="button button-secondary directory-filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls="directory-filter-panel"
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              {filterCount ? t('community.filters.toggleCount', { count: filterCount }) : t('community.filters.toggle')}
            </button>
          )}
          {options && (
            <DirectoryFilters
              state={state}
              options={options}
              update={update}
              open={filtersOpen}
              resultLabel={t('community.filters.showResults', { label: countLabel })}
              onClose={() => {
                setFiltersOpen(false)
                document.getElementById('directory-count')?.scrollIntoView({ block: 'start' })
                heading.current?.focus({ preventScroll: true })
              }}
            />
          )}
        </div>
        <div className="directory-results">
          <DirectoryToolbar state={state} update={update} countLabel={countLabel} />
          <ActiveFilters chips={chips} state={state} update={update} onClear={reset} />
          {state.view === 'map' ? (
            <Suspense fallback={<p className="directory-map-loading">{t('community.map.loading')}</p>}>
              <DirectoryMapSlot filter={shownFilter} totalCount={results.totalCount} onShowList={() => update({ view: 'list' })} listFallback={list} />
            </Suspense>
          ) : (
            list
          )}
        </div>
      </div>
    </section>
  )
}
