import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { readFragment } from '../../../graphql/graphql'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import type { InboxStatus } from './InboxPanel'
import { InboxQuestionFields, MyQuestionsQuery } from './inbox-operations'
import { QuestionItem } from './QuestionItem'
import { useRefreshOnLiveVersion } from '../live/LiveVersion'

export const INBOX_PAGE_SIZE = 20

const EMPTY_KEYS = { OPEN: 'ambassadorsArea.inbox.emptyOpen', ANSWERED: 'ambassadorsArea.inbox.emptyAnswered', CLOSED: 'ambassadorsArea.inbox.emptyClosed' } as const

interface ListProps {
  readonly status: InboxStatus
  readonly onAnnounce: (message: string) => void
}

/** One status's questions, a page at a time ("Show more" loads the next cursor). */
export function QuestionList({ status, onAnnounce }: ListProps) {
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null])
  return (
    <div className="area-question-list">
      {cursors.map((after, index) => (
        <QuestionPage
          key={after ?? 'first'}
          status={status}
          after={after}
          isFirst={index === 0}
          isLast={index === cursors.length - 1}
          onLoadMore={(cursor) => setCursors([...cursors, cursor])}
          onAnnounce={onAnnounce}
        />
      ))}
    </div>
  )
}

interface PageProps extends ListProps {
  readonly after: string | null
  readonly isFirst: boolean
  readonly isLast: boolean
  readonly onLoadMore: (cursor: string) => void
}

function QuestionPage({ status, after, isFirst, isLast, onLoadMore, onAnnounce }: PageProps) {
  const { t } = useTranslation()
  // Tagged with InboxQuestion even when empty, so answering elsewhere refreshes this list too.
  const context = useMemo(() => ({ additionalTypenames: ['InboxQuestion'] }), [])
  const query = useBrowserQuery(MyQuestionsQuery, { status, first: INBOX_PAGE_SIZE, after }, { requestPolicy: 'network-only', context })
  useRefreshOnLiveVersion(query.refresh)
  const { data } = query
  // "Show more" disappears once pressed: focus moves to the first question it brought.
  const firstId = data?.myQuestions.nodes[0] ? readFragment(InboxQuestionFields, data.myQuestions.nodes[0]).id : null
  const focused = useRef(false)
  useEffect(() => {
    if (isFirst || focused.current || firstId === null) return
    focused.current = true
    document.getElementById(`question-topic-${firstId}`)?.focus()
  }, [isFirst, firstId])
  if (!data) {
    if (query.status === 'error') return <QueryError onRetry={query.refresh} />
    return <LoadingStatus />
  }
  const { nodes, pageInfo } = data.myQuestions
  if (nodes.length === 0 && isFirst) return <p className="area-empty">{t(EMPTY_KEYS[status])}</p>
  return (
    <>
      <ul className="area-list">
        {nodes.map((node) => {
          const question = readFragment(InboxQuestionFields, node)
          return (
            <li key={question.id}>
              <QuestionItem question={question} onAnnounce={onAnnounce} />
            </li>
          )
        })}
      </ul>
      {isLast && pageInfo.hasNextPage && pageInfo.endCursor && (
        <button type="button" className="button button-secondary area-more" onClick={() => onLoadMore(pageInfo.endCursor as string)}>
          {t('ambassadorsArea.inbox.loadMore')}
        </button>
      )}
    </>
  )
}
