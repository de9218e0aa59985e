import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react'
import { waitForHydrationTrigger } from './hydration-trigger'

// Each part's own props type is known where it is declared, not here.
type ServerPart = { load: () => Promise<unknown>; Component?: unknown }
const serverParts = new Set<ServerPart>()

/**
 * A part of a page rendered in its prerendered HTML but hydrated, and its
 * code loaded, only when needed (decision 129): near the screen, touched,
 * or at the browser's first idle moment. Its code stays off the page's
 * first load. `anchorId` is the id of an element the part renders (its
 * heading); the section around it is watched. Where that element is not in
 * the page (a client navigation), the part loads at once.
 *
 * The server renders the part itself (loaded before rendering,
 * `loadDeferredPartsForServer`); both sides wrap it in the same Suspense
 * boundary, which React leaves as server HTML until the code arrives.
 */
export function deferHydration<Props extends object>(load: () => Promise<ComponentType<Props>>, anchorId: string): ComponentType<Props> {
  if (import.meta.env.SSR) {
    const part: ServerPart = { load }
    serverParts.add(part)
    return function DeferredPartOnServer(props: Props) {
      const Part = part.Component as ComponentType<Props> | undefined
      if (!Part) throw new Error(`Deferred part #${anchorId} rendered before loadDeferredPartsForServer()`)
      return (
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      )
    }
  }
  const Lazy = lazy(async () => {
    const anchor = document.getElementById(anchorId)
    const trigger = anchor ? waitForHydrationTrigger(anchor.closest('section') ?? anchor) : null
    await trigger?.started
    const Part = await load()
    return {
      default: function HydratedPart(props: Props) {
        useEffect(() => trigger?.replayClicks(), [])
        return <Part {...props} />
      },
    }
  })
  // Memoised: new props reaching a boundary React has not hydrated yet make it
  // drop the server HTML and render the fallback until the code arrives.
  return memo(function DeferredPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  })
}

/** Server: every deferred part's code, loaded before a page renders (pages/+onBeforeRenderHtml.ts). */
export async function loadDeferredPartsForServer(): Promise<void> {
  await Promise.all([...serverParts].map(async (part) => (part.Component ??= await part.load())))
}
