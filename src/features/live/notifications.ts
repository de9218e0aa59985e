/**
 * Browser notifications, only after the person asked for them (a button,
 * then the browser's own permission prompt). The choice is kept per browser;
 * a notification says that something arrived, never what was written.
 */
const OPT_IN_KEY = 'live-notifications'

export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function notificationsWanted(): boolean {
  return notificationsSupported() && Notification.permission === 'granted' && storage()?.getItem(OPT_IN_KEY) === '1'
}

/** Asks the browser (from a click); true when notifications will be shown. */
export async function enableNotifications(): Promise<boolean> {
  if (!notificationsSupported()) return false
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
  if (permission !== 'granted') return false
  storage()?.setItem(OPT_IN_KEY, '1')
  return true
}

export function disableNotifications(): void {
  storage()?.removeItem(OPT_IN_KEY)
}

/** Shown only while the page is hidden: someone looking at it sees the change itself. */
export function notifyIfHidden(title: string, body: string, tag: string): void {
  if (document.visibilityState !== 'hidden' || !notificationsWanted()) return
  new Notification(title, { body, tag })
}
