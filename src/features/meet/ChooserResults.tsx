import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import type { ResultOf } from '../../graphql/graphql'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import { chooserVariables } from './chooser-variables'
import { MeetChooserQuery } from './meet-operations'
import { MEET_CHOOSER_PAGE_SIZE } from './chooser-variables'

type Connection = ResultOf<typeof MeetChooserQuery>['ambassadors']

/** One search's results: page 1 from the page query (prerendered when there is no search), more on demand. */
export function ChooserResults({ text }: { text: string }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const client = useClient()
  const chooser = usePageQuery(MeetChooserQuery, chooserVariables(text, null, locale))
  const [more, setMore] = useState<Connection[]>([])
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const list = useRef<HTMLUListElement | null>(null)
  // Index of the first ambassador of a page just loaded: it gets focus once rendered.
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    if (focusFrom.current === null) return
    list.current?.querySelectorAll<HTMLElement>('.meet-choose')[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [more])
  const first = chooser.data?.ambassadors
  if (!first) {
    if (chooser.status === 'error') return <QueryError message={t('meet.chooser.loadError')} onRetry={chooser.refresh} />
    return <LoadingStatus label={t('meet.chooser.loading')} />
  }
  const pages = [first, ...more]
  const last = pages[pages.length - 1] ?? first
  const loadMore = async (): Promise<void> => {
    setLoadingMore(true)
    setMoreFailed(false)
    const next = await client.query(MeetChooserQuery, chooserVariables(text, last.pageInfo.endCursor ?? null, locale)).toPromise()
    setLoadingMore(false)
    if (!next.data) return setMoreFailed(true)
    const connection = next.data.ambassadors
    // Keyboard and screen reader users continue from the first new ambassador.
    focusFrom.current = pages.reduce((n, page) => n + page.nodes.length, 0)
    setMore((pagesSoFar) => [...pagesSoFar, connection])
  }
  return (
    <>
      <p role="status" className="meet-chooser-count">
        {first.totalCount === 0 ? t('meet.chooser.none') : t('meet.chooser.count', { count: first.totalCount })}
      </p>
      <ul ref={list} className="meet-chooser-list" aria-label={t('meet.chooser.listLabel')}>
        {pages
          .flatMap((page) => page.nodes)
          .map((ambassador) => (
            <li key={ambassador.id}>
              <AmbassadorCard ambassador={ambassador} variant="compact" showActions={false} headingLevel={3}>
                <Link className="button meet-choose" href={`/meet?ambassador=${encodeURIComponent(ambassador.id)}`}>
                  {t('meet.chooser.choose', { name: ambassador.firstName })}
                </Link>
              </AmbassadorCard>
            </li>
          ))}
      </ul>
      {last.pageInfo.hasNextPage && (
        <p className="meet-chooser-more">
          <button type="button" className="button button-secondary" aria-busy={loadingMore || undefined} onClick={() => void loadMore()}>
            {t('meet.chooser.more', { count: MEET_CHOOSER_PAGE_SIZE })}
          </button>
        </p>
      )}
      {moreFailed && (
        <p role="alert" className="field-error">
          {t('meet.chooser.loadError')}
        </p>
      )}
    </>
  )
}
