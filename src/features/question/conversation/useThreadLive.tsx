import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import type { ShellData } from '../../../../renderer/page-data'
import { getBrowserClient } from '../../../graphql/browser-clients'
import { pageTitle } from '../../../routing/page-title'
import { usePageLocale } from '../../../routing/usePageLocale'
import { LiveStatus } from '../../live/LiveStatus'
import { NotificationToggle } from '../../live/NotificationToggle'
import { useIncomingAlerts } from '../../live/useIncomingAlerts'
import { useLiveUpdates, type LiveState } from '../../live/useLiveUpdates'
import type { ThreadData } from '../ThreadContent'
import { ThreadUpdatedSubscription } from './conversation-operations'

/**
 * The thread page's live side: subscribed with the page's own access (the
 * link's token, or the visitor session that asked), it refetches the thread
 * on every event and on every (re)connection; new answers are announced, and
 * counted in the tab's title while it is hidden. `bar` is the page's
 * "reconnecting…" line, the announcement region and the notification opt-in.
 */
export function useThreadLive(id: string, token: string | undefined, thread: ThreadData | undefined, refresh: () => void): { state: LiveState; bar: ReactNode } {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const organization = useData<ShellData | undefined>()?.organization?.name
  // Once the thread has been shown, the stream stays: a refresh that fails
  // during an outage clears the data (never stale), and only the stream's
  // reconnection (onConnected → refresh) brings it back without a click.
  const [shown, setShown] = useState(false)
  if (thread !== undefined && !shown) setShown(true)
  const state = useLiveUpdates(
    ThreadUpdatedSubscription,
    { threadId: id, token: token ?? '' },
    { tokens: getBrowserClient('public').tokens, enabled: shown || thread !== undefined, onEvent: refresh, onConnected: refresh },
  )
  const name = thread?.ambassador.firstName ?? ''
  const answers = thread ? thread.messages.filter((message) => message.author === 'AMBASSADOR').length : null
  const announcement = useIncomingAlerts({
    count: answers,
    baseTitle: pageTitle(locale, 'question', organization),
    announce: (added) => t('question.conversation.newAnswers', { count: added, name }),
    notification: { title: t('question.conversation.notificationTitle'), body: t('question.conversation.notificationBody', { name }), tag: `thread-${id}` },
  })
  const bar = (
    <div className="thread-live">
      <LiveStatus state={state} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {thread?.status !== 'CLOSED' && <NotificationToggle label={t('question.conversation.notify')} />}
    </div>
  )
  return { state, bar }
}
