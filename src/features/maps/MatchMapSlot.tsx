import { lazy, Suspense, type ComponentType } from 'react'

type MatchMapModule = { default: ComponentType<{ readonly ambassadorIds: readonly string[] }> }

// The map code and the Maps loader stay out of the results' bundle: fetched when results are shown.
// A chunk that cannot load (offline) just leaves the map out: the list above is complete.
const MatchMap = lazy(() => import('./MatchMap').catch((): MatchMapModule => ({ default: () => null })))

/** Where the match results show their small map (src/features/match/MatchResults.tsx). */
export function MatchMapSlot({ ambassadorIds }: { readonly ambassadorIds: readonly string[] }) {
  if (ambassadorIds.length === 0) return null
  return (
    <div className="match-map">
      <Suspense fallback={null}>
        <MatchMap ambassadorIds={ambassadorIds} />
      </Suspense>
    </div>
  )
}
