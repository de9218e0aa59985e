import { useEffect, useRef } from 'react'
import { startFrameMessaging } from './frame-messaging'
import { allowedParentOrigin } from './parent-origin'

/**
 * Talks to the page that frames /iframe, if the organization allows it:
 * height reports for auto-sizing, `widget_opened` analytics when the widget
 * says its panel opened, Escape forwarded so a widget can close. Nothing at
 * all when not framed or framed by a page that is not allowed.
 * `allowedOrigins` comes from the organization, read live, so a list changed
 * after the build counts; `live` says the list is that answer (or its
 * failure), no longer the prerendered one.
 */
export function useEmbedHost(allowedOrigins: readonly string[] | undefined, live: boolean): void {
  // The list's content, not its identity (a refetch returns a new array).
  const key = allowedOrigins ? allowedOrigins.join(' ') : null
  const talking = useRef(false)
  useEffect(() => {
    talking.current = false
    if (key === null) return
    const parentOrigin = allowedParentOrigin(window, key.split(' ').filter(Boolean))
    if (parentOrigin === null) return
    talking.current = true
    // Analytics load with the first event: off the frame's first load.
    return startFrameMessaging({ parentOrigin, onOpened: () => void import('../analytics/track').then(({ track }) => track('widget_opened')).catch(() => {}) })
  }, [key])
  // <html data-embed-host="parent|none">: whom the frame talks to once the live list decided it. Set after
  // the effect above (same commit, declared later), so `parent` means `ready` has been posted; tests wait on it.
  useEffect(() => {
    const html = document.documentElement.dataset
    if (live) html.embedHost = talking.current ? 'parent' : 'none'
    else delete html.embedHost
  }, [key, live])
}
