import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getBrowserClient } from '../../../graphql/browser-clients'
import { LiveStatus } from '../../live/LiveStatus'
import { NotificationToggle } from '../../live/NotificationToggle'
import { notifyIfHidden } from '../../live/notifications'
import { useLiveUpdates } from '../../live/useLiveUpdates'
import { InboxUpdatedSubscription } from './inbox-live'

/** Kinds that bring the ambassador something new to look at (a notification, if they opted in). */
const NEWS = new Set(['NEW_QUESTION', 'FOLLOW_UP', 'REASSIGNED_IN', 'MEETING_REQUESTED'])

/**
 * The signed-in area's live side (ACTIVE ambassadors): every inbox event and
 * every (re)connection refetches the account (its counts feed the tab title,
 * "(2) Ambassadors area") and bumps the version the open lists follow.
 * `bar` is the "reconnecting…" line and the notification opt-in.
 */
export function useInboxLive(enabled: boolean, refreshAccount: () => void): { version: number; bar: ReactNode } {
  const { t } = useTranslation()
  const [version, setVersion] = useState(0)
  const refreshAll = (): void => {
    refreshAccount()
    setVersion((v) => v + 1)
  }
  const state = useLiveUpdates(
    InboxUpdatedSubscription,
    {},
    {
      tokens: getBrowserClient('default').tokens,
      enabled,
      onEvent: (data) => {
        refreshAll()
        if (NEWS.has(data.inboxUpdated.kind)) notifyIfHidden(t('ambassadorsArea.live.notificationTitle'), t('ambassadorsArea.live.notificationBody'), 'inbox')
      },
      onConnected: refreshAll,
    },
  )
  const bar = enabled ? (
    <div className="area-live">
      <LiveStatus state={state} />
      <NotificationToggle label={t('ambassadorsArea.live.notify')} />
    </div>
  ) : null
  return { version, bar }
}
