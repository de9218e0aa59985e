import { memo, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { AmbassadorList } from '../ambassadors/AmbassadorList'
import { formatNumber } from '../ambassadors/ambassador-format'
import { usePageLocale } from '../../routing/usePageLocale'
import { QueryError } from '../../components/QueryError'
import { useBelowFoldReady } from '../../components/useBelowFoldReady'
import type { useDirectoryPages } from './useDirectoryPages'

/**
 * Cards in the first frame of a client navigation: what a 1920×1080 screen
 * shows (two rows of two under the header); a phone shows one. The rest
 * follows a frame later.
 */
export const FIRST_SCREEN_CARDS = 4

type ResultsProps = {
  results: ReturnType<typeof useDirectoryPages>
  onReset: () => void
  filtered: boolean
}

/** The cards, "load more", the empty state and load errors. */
export const DirectoryResults = memo(function DirectoryResults({ results, onReset, filtered }: ResultsProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const list = useRef<HTMLDivElement>(null)
  const focusIndex = useRef<number | null>(null)
  const count = results.nodes.length
  const belowFold = useBelowFoldReady()
  useEffect(() => {
    const index = focusIndex.current
    if (index === null || count <= index) return
    // Keyboard users continue from the first card that was just added.
    focusIndex.current = null
    list.current?.querySelectorAll<HTMLElement>('.ambassador-list-item article')[index]?.focus()
  }, [count])

  if (results.failed) return <QueryError onRetry={results.retry} />
  if (results.totalCount === 0 && !results.updating) {
    return (
      <div className="directory-empty">
        <h3>{t('community.empty.title')}</h3>
        <p>{filtered ? t('community.empty.text') : t('community.empty.none')}</p>
        {filtered && (
          <button type="button" className="button" onClick={onReset}>
            {t('community.empty.reset')}
          </button>
        )}
      </div>
    )
  }
  const shown = results.nodes.length
  return (
    <div ref={list} className="directory-list" data-updating={results.updating || undefined}>
      <AmbassadorList ambassadors={belowFold ? results.nodes : results.nodes.slice(0, FIRST_SCREEN_CARDS)} labelledBy="directory-count" busy={results.updating} />
      {results.totalCount !== null && shown > 0 && (
        <div className="directory-more">
          <p>{t('community.results.showing', { shown: formatNumber(shown, locale), total: formatNumber(results.totalCount, locale) })}</p>
          {results.hasNextPage && (
            <button
              type="button"
              className="button button-secondary"
              disabled={results.loadingMore}
              aria-describedby={results.loadMoreFailed ? 'directory-more-error' : undefined}
              onClick={() => {
                focusIndex.current = shown
                void results.loadMore()
              }}
            >
              {results.loadingMore ? t('community.results.loadingMore') : t('community.results.loadMore')}
            </button>
          )}
          {results.loadMoreFailed && (
            <p id="directory-more-error" role="alert" className="directory-error">
              {t('community.results.loadMoreFailed')}
            </p>
          )}
        </div>
      )}
    </div>
  )
})
