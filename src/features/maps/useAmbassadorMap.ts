import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatNumber } from '../ambassadors/ambassador-format'
import { onMapsKeyRefused } from './key-refused'
import { MapsLoadError, unavailableReasonOf } from './loader'
import { createMapController, type MapController, type MapPin } from './map-controller'
import { warnMapsUnavailableOnce } from './maps-warning'
import type { MapsUnavailableReason } from './unavailable'

export type MapViewState = { readonly status: 'loading' | 'ready' } | { readonly status: 'unavailable'; readonly reason: MapsUnavailableReason }

interface MapInput {
  readonly container: RefObject<HTMLDivElement | null>
  /** Null until the key is known (nothing is loaded before). */
  readonly mapsKey: string | null
  /** Null until the coordinates are loaded. */
  readonly pins: readonly MapPin[] | null
  readonly onSelect: (id: string) => void
}

/**
 * Draws the map into `container` once the key is known, then shows the pins
 * (again whenever they change, e.g. a new filter). Any failure — the script
 * blocked, offline, the repeated-load error, a refused key — becomes the
 * `unavailable` state with its reason, logged once.
 */
export function useAmbassadorMap({ container, mapsKey, pins, onSelect }: MapInput): MapViewState {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const latest = useRef({ onSelect, clusterTitle: (count: number) => String(count) })
  useEffect(() => {
    latest.current = { onSelect, clusterTitle: (count) => t('maps.cluster', { count, formatted: formatNumber(count, locale) }) }
  })
  const [created, setCreated] = useState<{ key: string; controller: MapController } | null>(null)
  const [failure, setFailure] = useState<{ key: string | null; reason: MapsUnavailableReason } | null>(null)
  const [shown, setShown] = useState<readonly MapPin[] | null>(null)

  useEffect(() => {
    const element = container.current
    if (!mapsKey || !element) return
    let live = true
    let controller: MapController | null = null
    const fail = (error: unknown) => {
      if (!live) return
      warnMapsUnavailableOnce(error)
      setFailure({ key: mapsKey, reason: unavailableReasonOf(error) })
    }
    const color = getComputedStyle(element).getPropertyValue('--brand-fill').trim() || '#1f4e79'
    createMapController(element, {
      key: mapsKey,
      color,
      onSelect: (id) => latest.current.onSelect(id),
      clusterTitle: (count) => latest.current.clusterTitle(count),
    }).then((made) => {
      if (!live) return made.destroy()
      controller = made
      setCreated({ key: mapsKey, controller: made })
    }, fail)
    const stopListening = onMapsKeyRefused(() => fail(new MapsLoadError('key-refused', 'Google refused the maps key (gm_authFailure)')))
    return () => {
      live = false
      stopListening()
      controller?.destroy()
    }
  }, [container, mapsKey])

  const controller = created?.key === mapsKey ? created.controller : null
  useEffect(() => {
    if (!controller || !pins) return
    const abort = new AbortController()
    controller.showPins(pins, abort.signal).then(
      () => !abort.signal.aborted && setShown(pins),
      (error: unknown) => {
        if (abort.signal.aborted) return
        warnMapsUnavailableOnce(error)
        setFailure({ key: mapsKey, reason: 'load-failed' })
      },
    )
    return () => abort.abort()
  }, [controller, pins, mapsKey])

  if (failure && failure.key === mapsKey) return { status: 'unavailable', reason: failure.reason }
  return { status: controller && shown ? 'ready' : 'loading' }
}
