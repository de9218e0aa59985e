import { useTranslation } from 'react-i18next'
import { ACCESS_LINK_TTL_DAYS } from '../../contract/limits'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { errorCodeOf } from './error-code'
import { ThreadQuery } from './question-operations'
import { AskSomeoneElse } from './AskSomeoneElse'
import { SentConfirmation } from './SentConfirmation'
import { ThreadContent } from './ThreadContent'
import { useRefreshWhileVisible } from './useRefreshWhileVisible'
import { useThreadLive } from './conversation/useThreadLive'
import { useReadReceipt } from './conversation/useReadReceipt'
import './journey.css'

/** The API's refusals that get their own explanation (locale keys `question.thread.<state>Title/Text`). */
const THREAD_STATES: Readonly<Record<string, 'notFound' | 'forbidden' | 'expired'>> = {
  NOT_FOUND: 'notFound',
  FORBIDDEN: 'forbidden',
  UNAUTHENTICATED: 'forbidden',
  LINK_EXPIRED: 'expired',
}

/** Without a live stream (refused, or the live code did not load), an open thread is re-read this often while visible, and on focus. */
const THREAD_REFRESH_INTERVAL_MS = 30_000

/**
 * `/question?thread=<id>[&token=<token>]`: the visitor's question and its
 * answers, read with the emailed token or by the visitor session that asked.
 * Live: an answer, or the ambassador closing it, shows up in place (issue 19);
 * without a stream it is re-read while open and when the visitor comes back.
 * What the visitor has seen is reported (a read receipt): it is not e-mailed.
 */
export function ThreadView({ id, token }: { id: string; token: string | undefined }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(ThreadQuery, { id, token: token ?? null, locale }, { requestPolicy: 'cache-and-network' })
  const thread = query.data?.thread
  const live = useThreadLive(id, token, thread ?? undefined, query.refresh)
  useRefreshWhileVisible(query.refresh, THREAD_REFRESH_INTERVAL_MS, thread?.status === 'OPEN' && live.state !== 'live')
  // Shown on screen is read: those answers are not e-mailed (issue 33). Nothing to report before the first answer.
  const hasAnswer = thread?.messages.some((message) => message.author === 'AMBASSADOR') === true
  useReadReceipt(id, token, hasAnswer ? (thread?.messages.at(-1)?.id ?? null) : null)

  if (thread) {
    return (
      <>
        <SentConfirmation threadId={thread.id} ambassador={thread.ambassador} />
        {live.bar}
        <ThreadContent thread={thread} refreshing={query.status === 'pending'} token={token} refresh={query.refresh} />
      </>
    )
  }
  if (query.status !== 'error' && !query.data) return <LoadingStatus label={t('question.thread.loading')} />
  const code = query.error ? errorCodeOf(query.error) : 'NOT_FOUND'
  const state = THREAD_STATES[code]
  if (state !== undefined) {
    return (
      <section className="journey-state" aria-labelledby="thread-state-title">
        <h2 id="thread-state-title">{t(`question.thread.${state}Title`)}</h2>
        <p>{t(`question.thread.${state}Text`, { days: ACCESS_LINK_TTL_DAYS })}</p>
        <AskSomeoneElse className="journey-state-actions" />
      </section>
    )
  }
  return <QueryError message={t('question.thread.loadError')} onRetry={query.refresh} />
}
