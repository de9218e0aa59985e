// @vitest-environment happy-dom
import { GridAlgorithm, MarkerClusterer, type Cluster } from '@googlemaps/markerclusterer'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { installGoogleMapsStub } from '../../../tests/e2e/support/maps-stub-browser'
import { createGeometryStub } from '../../../tests/e2e/support/maps-stub-geometry'
import { createPlacesStub } from '../../../tests/e2e/support/maps-stub-places'
import { MAP_CLUSTER_GRID_PX, MAP_CLUSTER_MIN_SIZE, MAP_MARKER_BATCH_SIZE } from '../../runtime/constants'
import { createClusterer, MinimumSizeGridAlgorithm, showMarkersInBatches } from './cluster-markers'
import { clusterRenderer } from './cluster-renderer'

// The browser tests' Google Maps stand-in (Web Mercator map, OverlayView, Marker), here in happy-dom.
beforeAll(() => installGoogleMapsStub({ places: [] }, createGeometryStub, createPlacesStub))

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const CITIES = [
  [48.86, 2.35],
  [45.76, 4.84],
  [51.51, -0.13],
  [52.52, 13.4],
  [41.39, 2.17],
  [50.85, 4.35],
] as const

/** Deterministic markers scattered around a few European cities. */
function markersAround(count: number): google.maps.Marker[] {
  let seed = 7
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng] = CITIES[i % CITIES.length] ?? CITIES[0]
    return new google.maps.Marker({ position: { lat: lat + (random() - 0.5) * 3, lng: lng + (random() - 0.5) * 3 }, title: `m${i}` })
  })
}

async function mapAt(zoom: number, center = { lat: 48, lng: 5 }) {
  // happy-dom has no layout: give the map the size the stand-in assumes (640 × 400).
  const div = Object.defineProperties(document.createElement('div'), { clientWidth: { value: 640 }, clientHeight: { value: 400 } })
  const map = new google.maps.Map(div, { center, zoom })
  const overlay = new google.maps.OverlayView()
  overlay.setMap(map)
  await tick()
  await tick()
  const projection = overlay.getProjection()
  return { map, mapCanvasProjection: projection }
}

/** Clusters as sorted lists of marker titles, to compare two algorithms' decisions. */
const partition = (clusters: Cluster[]) =>
  clusters
    .map((c) =>
      c.markers
        .map((m) => (m as google.maps.Marker).getTitle() ?? '')
        .sort()
        .join(','),
    )
    .sort()
const represented = (clusters: Cluster[]) => clusters.reduce((sum, c) => sum + c.markers.length, 0)

describe('MinimumSizeGridAlgorithm', () => {
  it('uses the seed constants: 60 px grid, minimum 2, batches of 2000', () => {
    expect([MAP_CLUSTER_GRID_PX, MAP_CLUSTER_MIN_SIZE, MAP_MARKER_BATCH_SIZE]).toEqual([60, 2, 2000])
  })

  it.each([5, 6, 7])('makes the same clusters as the stock GridAlgorithm at zoom %i (only faster)', async (zoom) => {
    const input = { ...(await mapAt(zoom)), markers: markersAround(1_200) }
    const stock = new GridAlgorithm({ gridSize: MAP_CLUSTER_GRID_PX }).calculate(input).clusters
    const ours = new MinimumSizeGridAlgorithm(1, MAP_CLUSTER_GRID_PX).calculate(input).clusters
    expect(stock.length).toBeGreaterThan(3)
    expect(partition(ours)).toEqual(partition(stock))
  })

  it('shows groups smaller than the minimum as single markers', async () => {
    const input = { ...(await mapAt(6)), markers: markersAround(300) }
    const byTwo = new MinimumSizeGridAlgorithm().calculate(input).clusters
    const byFive = new MinimumSizeGridAlgorithm(5).calculate(input).clusters
    for (const clusters of [byTwo, byFive]) expect(represented(clusters)).toBe(represented(new GridAlgorithm({ gridSize: 60 }).calculate(input).clusters))
    expect(byFive.filter((c) => c.markers.length > 1).every((c) => c.markers.length >= 5)).toBe(true)
    expect(byFive.filter((c) => c.markers.length === 1).length).toBeGreaterThan(byTwo.filter((c) => c.markers.length === 1).length)
  })

  it('zoomed out to the whole world, clusters every marker (on both sides of the antimeridian)', async () => {
    const markers = [...markersAround(50), new google.maps.Marker({ position: { lat: -36.85, lng: 174.76 } }), new google.maps.Marker({ position: { lat: 49.28, lng: -123.12 } })]
    const input = { ...(await mapAt(1, { lat: 20, lng: 0 })), markers }
    expect(represented(new MinimumSizeGridAlgorithm().calculate(input).clusters)).toBe(markers.length)
  })
})

describe('showMarkersInBatches', () => {
  it('adds the markers 2000 at a time without drawing, yields between batches, then draws once on the map', async () => {
    const { map } = await mapAt(4)
    const clusterer = createClusterer(clusterRenderer((n) => `${n} ambassadors`, '#1f4e79'))
    const added = vi.spyOn(clusterer, 'addMarkers')
    const drawings: number[] = []
    google.maps.event.addListener(clusterer, 'clusteringend', () => drawings.push(map.getDiv().querySelectorAll('.gm-stub-marker').length))
    let yielded = 0
    const pins = Array.from({ length: 4_500 }, (_, i) => ({ lat: 45 + (i % 90) / 10, lng: (i % 70) / 10 }))
    const shown = showMarkersInBatches(map, clusterer, pins, (pin) => {
      // Each batch's markers are created in one go; a task queued meanwhile runs before the next batch.
      setTimeout(() => yielded++, 0)
      return new google.maps.Marker({ position: pin })
    })
    const markers = await shown
    expect(added.mock.calls.map(([batch, noDraw]) => [batch.length, noDraw])).toEqual([
      [2000, true],
      [2000, true],
      [500, true],
    ])
    expect(yielded).toBeGreaterThanOrEqual(2)
    expect(markers).toHaveLength(4_500)
    expect(clusterer.getMap()).toBe(map)
    await vi.waitFor(() => expect(drawings).toHaveLength(1))
    // What the map shows: each group's count written on it, plus the markers shown alone.
    const drawn = [...map.getDiv().querySelectorAll('.gm-stub-marker')].map((el) => Number(el.textContent || 1))
    expect(drawn.reduce((sum, n) => sum + n, 0)).toBe(4_500)
    expect(clusterer).toBeInstanceOf(MarkerClusterer)
  })
})
