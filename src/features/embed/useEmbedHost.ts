import { useEffect } from 'react'
import { startFrameMessaging } from './frame-messaging'
import { allowedParentOrigin } from './parent-origin'

/**
 * Talks to the page that frames /iframe, if the organization allows it:
 * height reports for auto-sizing, `widget_opened` analytics when the widget
 * says its panel opened, Escape forwarded so a widget can close. Nothing at
 * all when not framed or framed by a page that is not allowed.
 * `allowedOrigins` comes from the organization, read live, so a list changed
 * after the build counts.
 */
export function useEmbedHost(allowedOrigins: readonly string[] | undefined): void {
  // The list's content, not its identity (a refetch returns a new array).
  const key = allowedOrigins ? allowedOrigins.join(' ') : null
  useEffect(() => {
    if (key === null) return
    const parentOrigin = allowedParentOrigin(window, key.split(' ').filter(Boolean))
    if (parentOrigin === null) return
    // Analytics load with the first event: off the frame's first load.
    return startFrameMessaging({ parentOrigin, onOpened: () => void import('../analytics/track').then(({ track }) => track('widget_opened')).catch(() => {}) })
  }, [key])
}
