import { startTransition, useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/**
 * Whether a page may render what lies below its first screen. On a forward
 * client navigation the first frame shows the top of the new page only (the
 * header, the search, the first cards): rendering the rest too made the click
 * wait ~30 ms more on /community (decision 022). The rest renders right after
 * that frame is painted, as a transition a tap or keystroke can interrupt.
 * Always true on the server, at hydration (the markup must match the
 * prerendered HTML), on back/forward (Vike restores the old scroll position,
 * which needs the full height) and when the URL points at an anchor.
 */
export function useBelowFoldReady(): boolean {
  const pageContext = usePageContext()
  const deferrable = typeof window !== 'undefined' && pageContext.isClientSide && !pageContext.isHydration && pageContext.isBackwardNavigation !== true && !window.location.hash
  const [ready, setReady] = useState(!deferrable)
  useEffect(() => {
    if (ready) return
    // A frame (the one that paints the first screen), then a task after it.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready])
  return ready
}
