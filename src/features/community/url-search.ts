import { useSyncExternalStore } from 'react'

/**
 * The page's query string as React state, changed with the History API
 * ("shallow" navigation): a filter change is not a new page, so it must not
 * run the page's data hook, the progress bar or a page_view as Vike's
 * `navigate()` would. Vike sees these entries as user pushState entries: on
 * back/forward between them it leaves rendering to us (popstate below), and
 * it still renders normally when history leads to another page.
 * During server rendering and hydration the search is '' (the prerendered
 * page has none), so hydration matches the HTML and the filtered view
 * follows right after.
 */
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('popstate', notify)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', notify)
  }
}

export function useUrlSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
}

/** Replace the query string (keeps path and hash). `replace` edits the current history entry instead of adding one. */
export function setUrlSearch(search: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = `${window.location.pathname}${search}${window.location.hash}`
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  // Vike patches pushState/replaceState to keep its own state (scroll positions) in the entry.
  if (replace) window.history.replaceState(window.history.state, '', url)
  else window.history.pushState(null, '', url)
  notify()
}
