import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '../../components/QueryError'
import { SelectedAmbassador } from './SelectedAmbassador'
import { isOffline, type MapsUnavailableReason } from './unavailable'
import { useAmbassadorMap } from './useAmbassadorMap'
import { useAmbassadorPins, type PinsFilter } from './useAmbassadorPins'
import { useMapsKey } from './useMapsKey'
import './maps.css'

export type AmbassadorMapProps = {
  /** Which ambassadors (the directory's filter, or the match results' ids); null = everyone. */
  readonly filter: PinsFilter | null
  readonly variant: 'directory' | 'compact'
  /** "150 ambassadors on the map…", announced when the markers are drawn. */
  readonly caption: (count: number) => string
  /** The list equivalent for keyboard and screen-reader users (a button before the map). */
  readonly onShowList?: () => void
  /** What to show instead of the map, with the reason (e.g. the list). */
  readonly renderUnavailable: (reason: MapsUnavailableReason) => ReactNode
  /** A heading shown with the map (not when it is unavailable); the map becomes a section it names. */
  readonly heading?: { readonly id: string; readonly node: ReactNode }
}

/**
 * Every ambassador matching the filter as a marker, clustered; a marker opens
 * that ambassador's card under the map, a cluster zooms in (the clusterer's
 * default). Loaded lazily with the Maps script: never in a first-load bundle.
 */
export function AmbassadorMap({ filter, variant, caption, onShowList, renderUnavailable, heading }: AmbassadorMapProps) {
  const { t } = useTranslation()
  const canvas = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const keyState = useMapsKey()
  const pinsState = useAmbassadorPins(filter)
  const pins = pinsState.status === 'ready' ? pinsState.pins : null
  const mapState = useAmbassadorMap({ container: canvas, mapsKey: keyState.status === 'ready' ? keyState.key : null, pins, onSelect: setSelected })

  const pinsOffline = pinsState.status === 'error' && isOffline()
  const reason = keyState.status === 'unavailable' ? keyState.reason : mapState.status === 'unavailable' ? mapState.reason : pinsOffline ? 'offline' : null
  if (reason) return renderUnavailable(reason)

  const ready = mapState.status === 'ready' && pins !== null
  const Container = heading ? 'section' : 'div'
  return (
    <Container className={`ambassador-map ambassador-map-${variant}`} aria-labelledby={heading?.id}>
      {heading?.node}
      <div className="ambassador-map-bar">
        <p className="ambassador-map-status" role="status">
          {ready ? caption(pins.length) : pinsState.status === 'error' ? '' : t('maps.loading')}
        </p>
        {onShowList && (
          <button type="button" className="button button-secondary" onClick={onShowList}>
            {t('maps.showList')}
          </button>
        )}
      </div>
      {pinsState.status === 'error' && <QueryError message={t('maps.pinsError')} onRetry={pinsState.retry} />}
      {/* Google draws into this element: React renders nothing inside it. */}
      <div ref={canvas} className="ambassador-map-canvas" tabIndex={-1} data-ready={ready || undefined} />
      {selected && (
        <SelectedAmbassador
          key={selected}
          id={selected}
          // Under the directory's h2 the card is an h3; under the match map's own h3, an h4.
          headingLevel={heading ? 4 : 3}
          onClose={() => {
            setSelected(null)
            canvas.current?.focus()
          }}
        />
      )}
    </Container>
  )
}
