import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { errorCodeOf } from './error-code'
import { ThreadQuery } from './question-operations'
import { SentConfirmation } from './SentConfirmation'
import { ThreadContent } from './ThreadContent'
import { useRefreshWhileVisible } from './useRefreshWhileVisible'

/** An open thread is re-read this often while visible (an answer may arrive), and on focus. */
const THREAD_REFRESH_INTERVAL_MS = 30_000

/**
 * `/question?thread=<id>[&token=<token>]`: the visitor's question and its
 * answers, read with the emailed token or by the visitor session that asked.
 * Re-read while open and when the visitor comes back (an answer may arrive).
 */
export function ThreadView({ id, token }: { id: string; token: string | undefined }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(ThreadQuery, { id, token: token ?? null, locale }, { requestPolicy: 'cache-and-network' })
  const thread = query.data?.thread
  useRefreshWhileVisible(query.refresh, THREAD_REFRESH_INTERVAL_MS, thread?.status === 'OPEN')

  if (thread) {
    return (
      <>
        <SentConfirmation threadId={thread.id} ambassador={thread.ambassador} />
        <ThreadContent thread={thread} refreshing={query.status === 'pending'} />
      </>
    )
  }
  if (query.status !== 'error' && !query.data) return <LoadingStatus label={t('question.thread.loading')} />
  const code = query.error ? errorCodeOf(query.error) : 'NOT_FOUND'
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' || code === 'NOT_FOUND') {
    return (
      <section className="journey-state" aria-labelledby="thread-state-title">
        <h2 id="thread-state-title">{t(code === 'NOT_FOUND' ? 'question.thread.notFoundTitle' : 'question.thread.forbiddenTitle')}</h2>
        <p>{t(code === 'NOT_FOUND' ? 'question.thread.notFoundText' : 'question.thread.forbiddenText')}</p>
        <p className="journey-state-actions">
          <Link className="button" href="/question">
            {t('question.thread.askNew')}
          </Link>
          <Link className="button button-secondary" href="/community">
            {t('question.browseAmbassadors')}
          </Link>
        </p>
      </section>
    )
  }
  return <QueryError message={t('question.thread.loadError')} onRetry={query.refresh} />
}
