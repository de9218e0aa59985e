/**
 * Marker clustering (seed §9): @googlemaps/markerclusterer's GridAlgorithm on
 * a 60 px grid, groups of at least 2, markers added 2000 at a time with the
 * main thread free between batches. Used by the maps and by the map bench
 * (scripts/bench/map.ts), so the bench measures exactly this code.
 */
import { yieldToMain } from '../../runtime/yield-to-main'
import {
  Cluster,
  extendBoundsToPaddedViewport,
  GridAlgorithm,
  MarkerClusterer,
  MarkerUtils,
  type AlgorithmInput,
  type AlgorithmOutput,
  type Marker,
  type Renderer,
} from '@googlemaps/markerclusterer'
import { MAP_CLUSTER_GRID_PX, MAP_CLUSTER_MIN_SIZE, MAP_MARKER_BATCH_SIZE } from '../../runtime/constants'

/** A cluster being built, with what the stock algorithm recomputes for every marker kept up to date. */
interface GridCell {
  readonly cluster: Cluster
  readonly bounds: google.maps.LatLngBounds
  /** The bounds' centre (degrees) and the cosine of its latitude (haversine). */
  center: { lat: number; lng: number; cos: number }
  /** The bounds padded by the grid size, computed when first needed after a change. */
  padded: google.maps.LatLngBounds | null
}

/** markerclusterer's `distanceBetweenPoints` radius, km. */
const EARTH_RADIUS_KM = 6371
// Written exactly like markerclusterer's distanceBetweenPoints, so the haversine terms are the same numbers.
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180

function centerOf(bounds: google.maps.LatLngBounds): GridCell['center'] {
  const { lat, lng } = bounds.getCenter().toJSON()
  return { lat, lng, cos: Math.cos(toRadians(lat)) }
}

/**
 * GridAlgorithm with three changes, same clustering decisions otherwise:
 * - MarkerClustererPlus's `minimumClusterSize`, which v2 lost: a group smaller
 *   than the minimum shows its markers one by one;
 * - each cluster's bounds, centre and padded bounds are kept up to date as
 *   markers join, where the stock algorithm rebuilds them from every marker of
 *   every cluster for every marker placed (quadratic: 10,000 markers took
 *   seconds), and the nearest centre is found by comparing the haversine term
 *   (the distance grows with it) instead of the distance itself; see
 *   docs/decisions/051-marker-clustering.md and the equivalence test;
 * - when the whole world fits in the padded viewport (zoomed far out) every
 *   marker is clustered: the viewport filter would wrap around the
 *   antimeridian and drop most of them.
 */
export class MinimumSizeGridAlgorithm extends GridAlgorithm {
  private cells: GridCell[] = []

  constructor(
    private readonly minimumClusterSize: number = MAP_CLUSTER_MIN_SIZE,
    gridSize: number = MAP_CLUSTER_GRID_PX,
  ) {
    super({ gridSize })
  }

  override calculate(input: AlgorithmInput): AlgorithmOutput {
    const zoom = input.map.getZoom() ?? 0
    const wholeWorld = input.mapCanvasProjection.getWorldWidth() <= input.map.getDiv().clientWidth + 2 * this.viewportPadding
    if (!wholeWorld || zoom >= this.maxZoom) return super.calculate(input)
    this.state = { zoom }
    return { clusters: this.cluster(input) }
  }

  protected override cluster(input: AlgorithmInput): Cluster[] {
    this.cells = []
    return super
      .cluster(input)
      .flatMap((cluster) => (cluster.markers.length >= this.minimumClusterSize ? [cluster] : cluster.markers.map((marker) => new Cluster({ markers: [marker] }))))
  }

  /** The stock rule: join the cluster with the nearest centre if the marker lies within its bounds padded by the grid size. */
  protected override addToClosestCluster(marker: Marker, _map: google.maps.Map, projection: google.maps.MapCanvasProjection): void {
    const position = MarkerUtils.getPosition(marker)
    const { lat, lng } = position.toJSON()
    const cosLat = Math.cos(toRadians(lat))
    // distance < maxDistance ⇔ haversine term < sin²(maxDistance / 2R) (any distance when maxDistance ≥ πR).
    const half = this.maxDistance / (2 * EARTH_RADIUS_KM)
    let nearest = half >= Math.PI / 2 ? Infinity : Math.sin(half) ** 2
    let closest: GridCell | null = null
    for (const cell of this.cells) {
      const sinLat = Math.sin(toRadians(lat - cell.center.lat) / 2)
      const sinLng = Math.sin(toRadians(lng - cell.center.lng) / 2)
      const term = sinLat * sinLat + cell.center.cos * cosLat * sinLng * sinLng
      if (term < nearest) {
        nearest = term
        closest = cell
      }
    }
    if (closest) {
      // Inside the bounds: inside the padded bounds too, and nothing changes.
      if (closest.bounds.contains(position)) return closest.cluster.push(marker)
      closest.padded ??= extendBoundsToPaddedViewport(closest.bounds, projection, this.gridSize)
      if (closest.padded.contains(position)) {
        closest.cluster.push(marker)
        closest.bounds.extend(position)
        closest.center = centerOf(closest.bounds)
        closest.padded = null
        return
      }
    }
    const cluster = new Cluster({ markers: [marker] })
    const bounds = new google.maps.LatLngBounds().extend(position)
    this.clusters.push(cluster)
    this.cells.push({ cluster, bounds, center: centerOf(bounds), padded: null })
  }
}

/** A clusterer not yet on a map: showMarkersInBatches puts it there once the first markers are all added. */
export function createClusterer(renderer: Renderer): MarkerClusterer {
  return new MarkerClusterer({ algorithm: new MinimumSizeGridAlgorithm(), renderer })
}

export interface BatchOptions {
  readonly batchSize?: number
  /** Stop between batches when the pins changed meanwhile. */
  readonly signal?: AbortSignal
}

/**
 * Replaces the clusterer's markers with one per pin, created and added in
 * batches (`addMarkers(batch, true)`: no drawing per batch), then draws the
 * clusters once. Resolves with the markers when that render is done; if the
 * clusterer's overlay is not on the map yet, it is added and its own `onAdd`
 * renders them (asynchronously).
 */
export async function showMarkersInBatches<Pin>(
  map: google.maps.Map,
  clusterer: MarkerClusterer,
  pins: readonly Pin[],
  createMarker: (pin: Pin) => google.maps.Marker,
  { batchSize = MAP_MARKER_BATCH_SIZE, signal }: BatchOptions = {},
): Promise<google.maps.Marker[]> {
  const markers: google.maps.Marker[] = []
  clusterer.clearMarkers(true)
  for (let start = 0; start < pins.length; start += batchSize) {
    if (start > 0) await yieldToMain()
    if (signal?.aborted) return markers
    const batch = pins.slice(start, start + batchSize).map(createMarker)
    clusterer.addMarkers(batch, true)
    markers.push(...batch)
  }
  // Added to the map only now, the overlay draws every marker in its first render (no wasted partial ones).
  if (!clusterer.getMap()) clusterer.setMap(map)
  else if (clusterer.getProjection()) clusterer.render()
  return markers
}
