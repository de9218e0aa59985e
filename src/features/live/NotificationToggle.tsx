import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disableNotifications, enableNotifications, notificationsSupported, notificationsWanted } from './notifications'

/**
 * "Notify me" — the opt-in for browser notifications, as a toggle button.
 * Not shown where the browser has none; after a refusal it says how to
 * change it (the page cannot ask again).
 */
export function NotificationToggle({ label }: { label: string }) {
  const { t } = useTranslation()
  const [on, setOn] = useState(notificationsWanted)
  const [refused, setRefused] = useState(false)
  if (!notificationsSupported()) return null
  const toggle = async (): Promise<void> => {
    if (on) {
      disableNotifications()
      setOn(false)
      return
    }
    const granted = await enableNotifications()
    setOn(granted)
    setRefused(!granted)
  }
  return (
    <p className="live-notify">
      <button type="button" className="button button-secondary" aria-pressed={on} onClick={() => void toggle()}>
        {label}
      </button>
      {refused && <span className="live-notify-refused">{t('live.notificationsRefused')}</span>}
    </p>
  )
}
