/**
 * The ambassador map without React: loads the Maps libraries, draws the map,
 * one legacy Marker per pin (docs/decisions/050-maps.md: no map ID is
 * configured, which AdvancedMarkerElement needs) clustered by
 * cluster-markers.ts, and reports marker clicks. The React component and the
 * map bench both drive it.
 */
import type { MarkerClusterer } from '@googlemaps/markerclusterer'
import { createClusterer, showMarkersInBatches } from './cluster-markers'
import { clusterRenderer } from './cluster-renderer'
import { mapsLoader } from './loader'

export interface MapPin {
  readonly id: string
  readonly latitude: number
  readonly longitude: number
  /** The marker's title, its accessible name ("Camille D."). */
  readonly name: string
}

export interface MapControllerOptions {
  readonly key: string
  readonly onSelect: (id: string) => void
  /** "12 ambassadors — select to zoom in", in the page's language. */
  readonly clusterTitle: (count: number) => string
  /** Fill of the cluster circles (the brand colour). */
  readonly color: string
}

export interface MapController {
  /** Replaces the markers with these pins and frames them; resolves once the clusters are drawn. */
  showPins(pins: readonly MapPin[], signal?: AbortSignal): Promise<void>
  destroy(): void
}

const WORLD = { center: { lat: 20, lng: 0 }, zoom: 2 }
const FIT_PADDING_PX = 32
/** One pin alone: a city-level view rather than the maximum zoom fitBounds would pick. */
const SINGLE_PIN_ZOOM = 11

/** Resolves after the clusterer's first drawing (its overlay is added to the map asynchronously). */
function firstDrawing(clusterer: MarkerClusterer): Promise<void> {
  return new Promise((resolve) => {
    const listener = google.maps.event.addListener(clusterer, 'clusteringend', () => {
      listener.remove()
      resolve()
    })
  })
}

function frame(map: google.maps.Map, pins: readonly MapPin[]): void {
  const [first] = pins
  if (!first) {
    map.setCenter(WORLD.center)
    map.setZoom(WORLD.zoom)
  } else if (pins.length === 1) {
    map.setCenter({ lat: first.latitude, lng: first.longitude })
    map.setZoom(SINGLE_PIN_ZOOM)
  } else {
    const bounds = new google.maps.LatLngBounds()
    for (const pin of pins) bounds.extend({ lat: pin.latitude, lng: pin.longitude })
    map.fitBounds(bounds, FIT_PADDING_PX)
  }
}

export async function createMapController(container: HTMLElement, options: MapControllerOptions): Promise<MapController> {
  const [{ Map }, { Marker }] = await Promise.all([mapsLoader.importLibrary({ key: options.key }, 'maps'), mapsLoader.importLibrary({ key: options.key }, 'marker')])
  const map = new Map(container, {
    ...WORLD,
    // Zoom 0 lets a phone-width map frame ambassadors spread over the whole world.
    minZoom: 0,
    maxZoom: 18,
    mapTypeControl: false,
    streetViewControl: false,
    fullscreenControl: false,
    clickableIcons: false,
    // Page scrolling stays page scrolling on touch screens; two fingers move the map.
    gestureHandling: 'cooperative',
  })
  const clusterer = createClusterer(clusterRenderer(options.clusterTitle, options.color))
  const drawn = firstDrawing(clusterer)
  const createMarker = (pin: MapPin): google.maps.Marker => {
    // optimized: false — Google makes a titled, clickable legacy marker focusable (Tab, Enter) only unoptimized.
    const marker = new Marker({ position: { lat: pin.latitude, lng: pin.longitude }, title: pin.name, optimized: false })
    marker.addListener('click', () => options.onSelect(pin.id))
    return marker
  }
  return {
    async showPins(pins, signal) {
      frame(map, pins)
      await showMarkersInBatches(map, clusterer, pins, createMarker, { signal })
      // The first time, the overlay's own first drawing (asynchronous) shows them.
      await drawn
    },
    destroy() {
      clusterer.setMap(null)
      google.maps.event.clearInstanceListeners(map)
    },
  }
}
