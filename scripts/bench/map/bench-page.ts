/**
 * The browser side of the map bench (bundled by scripts/bench/map.ts): the
 * app's own map controller — the real loader, legacy markers, the clusterer
 * with MinimumSizeGridAlgorithm and the 2000-marker batches — on the Maps
 * stand-in, with pins spread around the seed's cities.
 */
import { createMapController, type MapPin } from '../../../src/features/maps/map-controller'
import { PLACES } from '../../../server/demo/seed-data/places'

/** Deterministic pins: a city of the seed, then up to ±1° around it. */
function pinsFor(count: number, seed: number): MapPin[] {
  let state = seed >>> 0 || 1
  const next = (): number => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
  return Array.from({ length: count }, (_, index) => {
    const place = PLACES[Math.floor(next() * PLACES.length)] ?? PLACES[0]
    return { id: `pin-${index}`, name: `Ambassador ${index}`, latitude: (place?.lat ?? 0) + (next() - 0.5) * 2, longitude: (place?.lng ?? 0) + (next() - 0.5) * 2 }
  })
}

const nextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** One run on a fresh map: milliseconds from handing the pins over to the painted clusters. */
async function run(count: number, seed: number): Promise<{ ms: number; clusters: number; singles: number; represented: number }> {
  const container = document.createElement('div')
  container.style.cssText = 'width:1024px;height:640px'
  document.body.replaceChildren(container)
  const controller = await createMapController(container, { key: 'bench-key', onSelect: () => undefined, clusterTitle: (n) => `${n} ambassadors`, color: '#1f4e79' })
  const pins = pinsFor(count, seed)
  const started = performance.now()
  await controller.showPins(pins)
  await nextPaint()
  const ms = performance.now() - started
  // Counted once the map is settled (its idle re-render replaces group markers on the next frame).
  await new Promise((resolve) => setTimeout(resolve, 200))
  await nextPaint()
  const texts = [...container.querySelectorAll('.gm-stub-marker')].map((el) => el.textContent ?? '')
  const clusters = texts.filter(Boolean).map(Number)
  const singles = texts.length - clusters.length
  controller.destroy()
  return { ms, clusters: clusters.length, singles, represented: clusters.reduce((a, b) => a + b, 0) + singles }
}

;(window as unknown as { mapBench: { run: typeof run } }).mapBench = { run }
