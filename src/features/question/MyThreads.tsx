import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { QueryError } from '../../components/QueryError'
import { getBrowserClient } from '../../graphql/browser-clients'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { bylineName } from '../ambassadors/ambassador-format'
import { RelativeTime } from '../ambassadors/RelativeTime'
import { MyThreadsQuery } from './question-operations'

/**
 * "Your questions": the threads this browser's visitor session asked. Only
 * asked for when a visitor session already exists (a first-time visitor has
 * none, and no reason to start one just to learn that).
 */
export function MyThreads() {
  const { t } = useTranslation()
  const hasSession = typeof window !== 'undefined' && !!getBrowserClient('public').tokens.get()
  const query = useBrowserQuery(MyThreadsQuery, {}, { pause: !hasSession, requestPolicy: 'cache-and-network' })
  const threads = query.data?.myThreads ?? []
  if (query.status === 'error') {
    return (
      <section className="my-threads" aria-labelledby="my-threads-title">
        <h2 id="my-threads-title">{t('question.mine.title')}</h2>
        <QueryError onRetry={query.refresh} />
      </section>
    )
  }
  if (threads.length === 0) return null
  return (
    <section className="my-threads" aria-labelledby="my-threads-title">
      <h2 id="my-threads-title">{t('question.mine.title')}</h2>
      <ul className="my-threads-list">
        {threads.map((thread) => (
          <li key={thread.id}>
            <Link href={`/question?thread=${encodeURIComponent(thread.id)}`} className="my-thread-link">
              <span className="my-thread-topic">{thread.topic}</span>
              <span className="my-thread-meta">
                {t('question.mine.to', { name: bylineName(thread.ambassador, t('ambassador.former')) })} · <RelativeTime iso={thread.createdAt} />
              </span>
              <span className={`thread-status thread-status-${thread.status.toLowerCase()}`}>
                {thread.answers.length > 0 ? t('question.mine.answers', { count: thread.answers.length }) : t(`question.thread.status.${thread.status}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
