import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { loadStringLoader } from '../../i18n'
import type { AmbassadorFilterInput } from './directory-state'

/**
 * The map view's slot (issue 7, Maps). The maps feature plugs in by adding
 * `src/features/maps/DirectoryMap.tsx` with a default export taking
 * `DirectoryMapProps`; it is loaded lazily (never in the first-load bundle)
 * only when the visitor switches to the map. Until that file exists, and
 * whenever the map cannot be shown (no key, script blocked, offline — the
 * maps component then renders `<MapUnavailable reason=…>{listFallback}</MapUnavailable>`),
 * the visitor reads why and gets the list. This slot is itself loaded only
 * when the map view is shown (Directory.tsx), so no part of the map costs
 * the directory's first load.
 */
export type DirectoryMapProps = {
  /** The directory's current filter (null = everyone): the map shows the same ambassadors. */
  filter: AmbassadorFilterInput | null
  /** How many ambassadors match, for the map's caption. */
  totalCount: number | null
  /** Switch the toggle back to the list view. */
  onShowList: () => void
  /** The list view, to show under the reason when there is no map. */
  listFallback: ReactNode
}

type MapModule = { default: ComponentType<DirectoryMapProps> }
// A glob, not an import: the build must not fail while the maps feature does not exist yet.
const modules = import.meta.glob<MapModule>('../maps/DirectoryMap.tsx')
const loadMap = Object.values(modules)[0]
// Maps work (issue 7): a map chunk that cannot load (offline, a removed deploy) leaves the reason and the
// list, not the error page (the runtime leaves a lazy component's failure to its importer).
const MapChunkFailed = ({ listFallback }: DirectoryMapProps) => <MapUnavailable>{listFallback}</MapUnavailable>
// The map's strings come with it (DEFERRED_PAGE_KEYS), in the page's language.
const loadMapWithStrings = (load: () => Promise<MapModule>) =>
  Promise.all([load(), loadStringLoader().then((strings) => strings.loadDeferredStrings('/pages/(graphql)/community'))]).then(([module]) => module)
const DirectoryMap = loadMap ? lazy(() => loadMapWithStrings(loadMap).catch((): MapModule => ({ default: MapChunkFailed }))) : null

export function DirectoryMapSlot(props: DirectoryMapProps) {
  const { t } = useTranslation()
  if (!DirectoryMap) return <MapUnavailable>{props.listFallback}</MapUnavailable>
  return (
    <Suspense fallback={<p className="directory-map-loading">{t('community.map.loading')}</p>}>
      <DirectoryMap {...props} />
    </Suspense>
  )
}

/** "The map is not available — showing the list", then the list. */
export function MapUnavailable({ reason, children }: { reason?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <p className="directory-map-unavailable" role="status">
        {reason ?? t('community.map.unavailable')}
      </p>
      {children}
    </>
  )
}
