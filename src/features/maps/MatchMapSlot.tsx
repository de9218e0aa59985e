import { lazy, Suspense, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useDevice } from '../../runtime/device'

type MatchMapModule = { default: ComponentType<{ readonly ambassadorIds: readonly string[]; readonly requested?: boolean }> }

// The map code and the Maps loader stay out of the results' bundle: fetched when the map is shown.
// A chunk that cannot load (offline) just leaves the map out: the list above is complete.
const MatchMap = lazy(() => import('./MatchMap').catch((): MatchMapModule => ({ default: () => null })))

/**
 * Where the match results show their small map (src/features/match/MatchResults.tsx).
 * On tablets and desktops it shows at once. On a phone it is one tap away:
 * there a map of the few ambassadors already listed above adds little, and
 * would cost the visitor's mobile data the Maps script and its tiles (and the
 * organization a billed map load). The device flags follow the window
 * (refreshed 50 ms after the last resize): a phone turned to a tablet-wide
 * landscape gets the map. Once shown it stays, so turning back does not throw
 * away what was loaded.
 */
export function MatchMapSlot({ ambassadorIds }: { readonly ambassadorIds: readonly string[] }) {
  const { t } = useTranslation()
  const { isMobile } = useDevice()
  // The visitor tapped "Show on a map": the map then takes the focus the button had.
  const [requested, setRequested] = useState(false)
  const [shownBefore, setShownBefore] = useState(false)
  const shown = shownBefore || requested || !isMobile
  // Remembered during render (React's "adjust state on change" pattern). The results render only after
  // their live query, never while hydrating, so `isMobile` is already the window's, not the server's guess.
  if (shown && !shownBefore) setShownBefore(true)
  if (ambassadorIds.length === 0) return null
  return (
    <div className="match-map">
      {shown ? (
        <Suspense fallback={null}>
          <MatchMap ambassadorIds={ambassadorIds} requested={requested} />
        </Suspense>
      ) : (
        <button type="button" className="button button-secondary match-map-show" onClick={() => setRequested(true)}>
          {t('maps.match.show')}
        </button>
      )}
    </div>
  )
}
