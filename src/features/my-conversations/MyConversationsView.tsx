import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { bylineName } from '../ambassadors/ambassador-format'
import { RelativeTime } from '../ambassadors/RelativeTime'
import { EndConversationsLinkMutation, MyConversationsQuery, type MyConversations } from './conversations-operations'
import { RequestConversationsLink } from './RequestConversationsLink'
import './my-conversations.css'

/**
 * `/question?conversations=<token>`, the page the e-mailed link opens on any
 * device: the visitor's conversations (unread ones marked) and calls, each
 * with its own link, and a way to end this link. An expired, ended or unknown
 * link says so and offers a new one.
 */
export function MyConversationsView({ token }: { token: string }) {
  const { t } = useTranslation()
  const query = useBrowserQuery(MyConversationsQuery, { token }, { requestPolicy: 'cache-and-network' })
  const found = query.data?.myConversations
  let body
  if (found?.status === 'ACTIVE') body = <ConversationsList list={found} token={token} onEnded={query.refresh} />
  else if (found !== undefined) body = <LinkGone reason={found === null ? 'UNKNOWN' : found.status} />
  else if (query.status === 'error') body = <QueryError message={t('conversations.page.loadError')} onRetry={query.refresh} />
  else body = <LoadingStatus label={t('conversations.page.loading')} />
  return (
    <>
      <header className="page-header">
        <h1>{t('conversations.page.heading')}</h1>
        <p className="page-intro">{t('conversations.page.intro')}</p>
      </header>
      {body}
    </>
  )
}

function LinkGone({ reason }: { reason: 'EXPIRED' | 'ENDED' | 'UNKNOWN' }) {
  const { t } = useTranslation()
  const box = useRef<HTMLElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <div className="conversations-gone">
      <section ref={box} tabIndex={-1} className="journey-state" aria-labelledby="conversations-gone-title" role="status">
        <h2 id="conversations-gone-title">{t(`conversations.gone.${reason}.title`)}</h2>
        <p>{t(`conversations.gone.${reason}.text`)}</p>
      </section>
      <RequestConversationsLink intro={t('conversations.gone.newLink')} />
    </div>
  )
}

function ConversationsList({ list, token, onEnded }: { list: MyConversations; token: string; onEnded: () => void }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const former = t('ambassador.former')
  const unread = list.threads.filter((entry) => entry.unread).length
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(list.expiresAt))
  if (list.threads.length === 0 && list.meetings.length === 0) {
    return (
      <>
        <section className="journey-state" aria-labelledby="conversations-empty-title">
          <h2 id="conversations-empty-title">{t('conversations.empty.title')}</h2>
          <p>{t('conversations.empty.text')}</p>
          <p className="journey-state-actions">
            <Link className="button" href="/question">
              {t('conversations.empty.ask')}
            </Link>
            <Link className="button button-secondary" href="/community">
              {t('conversations.empty.browse')}
            </Link>
          </p>
        </section>
        <EndLink token={token} expires={expires} onEnded={onEnded} />
      </>
    )
  }
  return (
    <>
      <section className="conversations-section" aria-labelledby="conversations-threads-title">
        <h2 id="conversations-threads-title">{t('conversations.threads.title', { count: list.threads.length })}</h2>
        {unread > 0 && <p className="conversations-unread-summary">{t('conversations.threads.unreadSummary', { count: unread })}</p>}
        {list.threads.length === 0 ? (
          <p>
            {t('conversations.threads.none')} <Link href="/question">{t('conversations.empty.ask')}</Link>
          </p>
        ) : (
          <ul className="conversations-list">
            {list.threads.map(({ thread, token: threadToken, unread: isUnread, lastActivityAt }) => (
              <li key={thread.id} className={isUnread ? 'conversation-entry conversation-unread' : 'conversation-entry'}>
                <Link href={`/question?thread=${encodeURIComponent(thread.id)}&token=${encodeURIComponent(threadToken)}`} className="conversation-link">
                  <span className="conversation-topic" lang={thread.language}>
                    {thread.topic}
                  </span>
                  {isUnread && <span className="conversation-badge">{t('conversations.threads.unread')}</span>}
                </Link>
                <span className="conversation-meta">
                  {t('conversations.threads.with', { name: bylineName(thread.ambassador, former) })} · {t(`conversations.threadStatus.${thread.status}`)} ·{' '}
                  <RelativeTime iso={lastActivityAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="conversations-section" aria-labelledby="conversations-meetings-title">
        <h2 id="conversations-meetings-title">{t('conversations.meetings.title', { count: list.meetings.length })}</h2>
        {list.meetings.length === 0 ? (
          <p>
            {t('conversations.meetings.none')} <Link href="/meet">{t('conversations.meetings.book')}</Link>
          </p>
        ) : (
          <ul className="conversations-list">
            {list.meetings.map(({ meeting, manageToken }) => (
              <li key={meeting.id} className="conversation-entry">
                <Link href={`/meet?manage=${encodeURIComponent(manageToken)}`} className="conversation-link">
                  <span className="conversation-topic">{t(`conversations.meetings.type.${meeting.type}`, { name: bylineName(meeting.ambassador, former) })}</span>
                </Link>
                <span className="conversation-meta">
                  <time dateTime={meeting.startsAt}>{new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(meeting.startsAt))}</time> ·{' '}
                  {t(`conversations.meetingStatus.${meeting.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <EndLink token={token} expires={expires} onEnded={onEnded} />
    </>
  )
}

/** "End this link": for a shared computer or a forwarded e-mail. The page then says the link is ended. */
function EndLink({ token, expires, onEnded }: { token: string; expires: string; onEnded: () => void }) {
  const { t } = useTranslation()
  const [state, end] = useMutation(EndConversationsLinkMutation)
  return (
    <section className="conversations-end" aria-labelledby="conversations-end-title">
      <h2 id="conversations-end-title">{t('conversations.end.title')}</h2>
      <p>{t('conversations.end.text', { date: expires })}</p>
      {state.error && (
        <p role="alert" className="form-error">
          {t('conversations.end.failed')}
        </p>
      )}
      <button
        type="button"
        className="button button-secondary"
        aria-busy={state.fetching || undefined}
        disabled={state.fetching}
        onClick={() =>
          void end({ token }).then((result) => {
            if (result.data?.endConversationsLink.ended) onEnded()
          })
        }
      >
        {state.fetching ? t('conversations.end.submitting') : t('conversations.end.submit')}
      </button>
    </section>
  )
}
