/**
 * The map bench (`npx tsx scripts/bench/map.ts`, and a row of `npm run bench`):
 * renders MAP_BENCH_MARKERS (10,000) markers through the app's real clustering
 * code — map-controller.ts, markerclusterer's GridAlgorithm (60 px grid,
 * minimum 2) and the 2000-marker batches — in headless Chromium on the local
 * Maps stand-in, and reports the time from handing the pins over to the
 * painted clusters: the median of BENCH_RUNS (≥ 5) runs, goal ≤ 300 ms.
 * Writes `.bench/map.json` (figures for the bench table, plus the raw runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { installMapsStub } from '../../tests/e2e/support/maps-stub'
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse'
import { root } from './server'
import { benchRuns, median } from './stats'

const MARKERS = Number(process.env.MAP_BENCH_MARKERS ?? 10_000)
const GOAL_MS = 300

/** The bench page's script: bench-page.ts and the app modules it imports, as one IIFE. */
async function bundlePage(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, lib: { entry: join(root, 'scripts/bench/map/bench-page.ts'), formats: ['iife'], name: 'mapBenchPage' } },
  })
  const [result] = Array.isArray(output) ? output : [output]
  const chunk = result && 'output' in result ? result.output.find((file) => file.type === 'chunk') : undefined
  if (!chunk || chunk.type !== 'chunk') throw new Error('map bench: the page bundle is missing')
  return chunk.code
}

const script = await bundlePage()
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
const runs: number[] = []
let shown = { clusters: 0, singles: 0, represented: 0 }
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await installMapsStub(page)
  await page.route('http://bench.local/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }))
  await page.goto('http://bench.local/')
  await page.addScriptTag({ content: script })
  // One warm-up (loads the stub script, compiles the code paths), then the measured runs.
  await page.evaluate(`window.mapBench.run(${MARKERS}, 1)`)
  for (let run = 1; run <= benchRuns(); run++) {
    const result = await page.evaluate<{ ms: number; clusters: number; singles: number; represented: number }>(`window.mapBench.run(${MARKERS}, ${run + 1})`)
    if (result.represented !== MARKERS) throw new Error(`map bench: ${result.represented} of ${MARKERS} markers on the map`)
    runs.push(Math.round(result.ms * 10) / 10)
    shown = result
  }
} finally {
  await browser.close()
}

const medianMs = Math.round(median(runs) * 10) / 10
// Shared machines are noisy: the load while measuring goes with the figure.
const machine = { cpus: cpus().length, loadAverage1m: Math.round((loadavg()[0] ?? 0) * 10) / 10 }
const name = `time to first clustered render, ${MARKERS.toLocaleString('en')} markers (median of ${runs.length}; ${shown.clusters} clusters + ${shown.singles} single markers)`
const report = {
  measuredAt: new Date().toISOString(),
  markers: MARKERS,
  medianMs,
  runs,
  machine,
  figures: [{ name, value: medianMs, unit: 'ms', goal: `≤ ${GOAL_MS} ms`, pass: medianMs <= GOAL_MS }],
}
mkdirSync(join(root, '.bench'), { recursive: true })
writeFileSync(join(root, '.bench/map.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log(
  `map: ${MARKERS} markers, first clustered render ${medianMs} ms median (runs ${runs.join(', ')} ms; goal ≤ ${GOAL_MS} ms; load ${machine.loadAverage1m} on ${machine.cpus} CPUs) → .bench/map.json`,
)
