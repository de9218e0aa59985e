/**
 * "Load more" survives leaving the page: how many extra pages a result list
 * had is kept per list (sessionStorage), so coming back (back button, or
 * the same filters again) shows as many cards as before and the restored
 * scroll position lands on the same card.
 */
const PREFIX = 'directory-pages:'
/** Never re-load more than this many pages in one go. */
export const MAX_RESTORED_PAGES = 10

export function storedExtraPages(key: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): number {
  try {
    const value = Number(storage?.getItem(PREFIX + key) ?? 0)
    return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_RESTORED_PAGES) : 0
  } catch {
    return 0 // storage blocked
  }
}

export function storeExtraPages(key: string, pages: number, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    if (pages > 0) storage?.setItem(PREFIX + key, String(pages))
    else storage?.removeItem(PREFIX + key)
  } catch {
    // storage full or blocked: the list simply starts at the first page next time
  }
}

/** Vike keeps each history entry's scroll position in `history.state.vike.scrollPosition`. */
export function savedScrollPosition(state: unknown = globalThis.history?.state): { x: number; y: number } | null {
  const position = (state as { vike?: { scrollPosition?: { x?: unknown; y?: unknown } | null } } | null)?.vike?.scrollPosition
  return position && typeof position.x === 'number' && typeof position.y === 'number' ? { x: position.x, y: position.y } : null
}
