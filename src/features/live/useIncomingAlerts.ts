import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHead } from '../../runtime/head'
import { notifyIfHidden } from './notifications'

interface IncomingAlerts {
  /** How many messages from the other side the screen shows; null while loading. */
  readonly count: number | null
  /** The page's own title, which an unread count decorates. */
  readonly baseTitle: string
  /** The announcement for `added` new messages (polite live region). */
  readonly announce: (added: number) => string
  /** The notification (opted in, page hidden): a title and a line that quote no message. */
  readonly notification: { title: string; body: string; tag: string }
}

/**
 * What a person notices when a message arrives live: a polite announcement
 * (returned, for the screen's live region), and while the tab is hidden an
 * unread count in its title — "(2) Your question · …", through the seed's
 * debounced head updates — and a notification if they opted in. Looking at
 * the tab again clears the count.
 */
export function useIncomingAlerts({ count, baseTitle, announce, notification }: IncomingAlerts): string {
  const { t } = useTranslation()
  const [announcement, setAnnouncement] = useState('')
  const [unread, setUnread] = useState(0)
  const previous = useRef<number | null>(null)
  const latest = useRef({ announce, notification })
  useEffect(() => {
    latest.current = { announce, notification }
  })
  useEffect(() => {
    const before = previous.current
    previous.current = count
    if (count === null || before === null || count <= before) return
    const added = count - before
    setAnnouncement(latest.current.announce(added))
    if (document.visibilityState === 'hidden') {
      setUnread((n) => n + added)
      const { title, body, tag } = latest.current.notification
      notifyIfHidden(title, body, tag)
    }
  }, [count])
  useEffect(() => {
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') setUnread(0)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [])
  useHead(unread > 0 ? { title: t('live.unreadTitle', { count: unread, title: baseTitle }) } : { title: baseTitle }, { title: baseTitle })
  return announcement
}
