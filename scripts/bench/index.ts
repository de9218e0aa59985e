/**
 * `npm run bench`: one table, measured in one run on this machine. Builds the
 * site into its own folder (.bench/dist, database .bench/db) for the build
 * times, the bundle figures and the LCP ratio, then starts the demo as
 * `npm start` does and measures what its visitors get: Lighthouse CLI (mobile,
 * simulated) for /, /community, /fr and /iframe, what each public page's first load
 * is made of (bundle composition, from the build's module graph), the LCP of / against a
 * script-free copy of its markup, client navigation time, interaction latency
 * at 4× CPU slowdown (a filter on /community, a slot on /meet, the next step
 * of /match) and build time, and
 * runs the map bench, the CSV import bench (5,000 rows, issue 17), the insights
 * bench (issue 20) and the live
 * bench (1,000 SSE subscribers for 5 minutes, issue 19; BENCH_LIVE=0 reuses its
 * last figures), and adds the API figures `npm run bench:api` left in
 * .bench/ (BENCH_API=1 runs it too). Noisy figures
 * are medians of BENCH_RUNS (≥ 5) runs. docs/decisions/040-bench.md.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { modulesByChunk, readModuleGraph } from './bundle-composition'
import { compositionDetail, compositionRows } from './composition-rows'
import { formatTable, type Figure } from './figures'
import { measureFirstLoadJs } from './first-load-js'
import { CPU_SLOWDOWN, EVENT_TIMING_THRESHOLD_MS, measureInteractionLatency } from './interaction'
import { runLighthouse, type LighthouseFigures } from './lighthouse'
import { measureClientNavigation } from './navigation'
import { buildRows, firstLoadRows, handOverRows, interactionRows, lcpRatioRows, lighthouseRows, navigationRows } from './sections'
import { root, runNpm, startNpmStart, startProductionServer } from './server'
import { writeStaticCopyOfHome } from './static-copy'
import { benchRuns } from './stats'

const benchDir = join(root, '.bench')
const distDir = '.bench/dist'
const dataDir = '.bench/db'
// `npm start`'s own database for the bench (a fresh clone's demo), not the developer's .data/.
const startDataDir = '.bench/start-db'
const log = join(benchDir, 'bench.log')
const runs = benchRuns()
const env = { DIST_DIR: distDir, DATA_DIR: dataDir, E2E_FIXTURES: '', BUILD_ID: '', DEMO: '1' }
const progress = (message: string): void => void process.stderr.write(`• ${message}\n`)

async function timed(task: () => Promise<void>): Promise<number> {
  const started = performance.now()
  await task()
  return performance.now() - started
}

mkdirSync(benchDir, { recursive: true })
rmSync(log, { force: true })
rmSync(join(root, distDir), { recursive: true, force: true })
progress(`runs per figure: ${runs}; logs in .bench/bench.log`)

// Build: one warm-up (migrates and seeds the bench database), then the timed runs.
progress('build (warm-up: seeds the database)')
await runNpm('build', env, log)
const buildMs: number[] = []
const prerenderMs: number[] = []
for (let run = 1; run <= runs; run++) {
  progress(`build ${run}/${runs}`)
  buildMs.push(await timed(() => runNpm('build', env, log)))
}
let prerenderError: string | null = null
for (let run = 1; run <= runs && prerenderError === null; run++) {
  progress(`prerender ${run}/${runs}`)
  try {
    prerenderMs.push(await timed(() => runNpm('prerender', env, log)))
  } catch (error) {
    // Reported in the table, not fatal: the rest of the figures still count.
    prerenderError = error instanceof Error ? error.message : String(error)
  }
}

const clientDir = join(root, distDir, 'client')
const firstLoad = measureFirstLoadJs(clientDir)
const chunks = modulesByChunk(readModuleGraph(join(root, distDir)))
writeFileSync(join(benchDir, 'composition.json'), JSON.stringify(compositionDetail(firstLoad, chunks), null, 2))
const staticPath = writeStaticCopyOfHome(clientDir)

// The LCP ratio: / against its script-free copy, both from the bench's own build and server.
const server = await startProductionServer({ distDir, dataDir, logFile: log })
const lcpPair: Record<string, LighthouseFigures[]> = { '/': [], [staticPath]: [] }
try {
  for (let run = 1; run <= runs; run++) {
    for (const path of Object.keys(lcpPair)) {
      progress(`Lighthouse ${path} (LCP ratio) ${run}/${runs}`)
      lcpPair[path]?.push(await runLighthouse(`${server.url}${path}`))
    }
  }
} finally {
  await server.close()
}

// What a visitor of `npm start` gets (issue 31): the Lighthouse CLI, client
// navigation and interactions against the demo `npm start` serves, its own
// build in dist/ (decision 045).
progress('npm start (builds dist/ first if it is stale)')
const demo = await startNpmStart({ dataDir: startDataDir, logFile: log })
const lighthouse: Record<string, LighthouseFigures[]> = { '/': [], '/community': [], '/fr': [], '/iframe': [] }
let navigation: number[] = []
let interactions: Record<string, number[]> = {}
try {
  for (let run = 1; run <= runs; run++) {
    for (const path of Object.keys(lighthouse)) {
      progress(`Lighthouse ${path} ${run}/${runs}`)
      lighthouse[path]?.push(await runLighthouse(`${demo.url}${path}`))
    }
  }
  writeFileSync(join(benchDir, 'lighthouse-raw.json'), JSON.stringify({ npmStart: lighthouse, lcpPair }, null, 2))
  progress('client navigation')
  navigation = await measureClientNavigation(demo.url, runs)
  progress(`interaction latency at ${CPU_SLOWDOWN}× CPU slowdown`)
  interactions = await measureInteractionLatency(demo.url, runs)
} finally {
  await demo.close()
}

// The map figure is measured in this run too (headless Chromium, ~30 s); the
// API figures take minutes on two databases, so they come from the last
// `npm run bench:api` unless BENCH_API=1.
progress('map: 10,000 markers through the real clustering code')
await runNpm('bench:map', {}, log)
progress('CSV import: 5,000 rows checked and imported (npm run bench:import)')
await runNpm('bench:import', {}, log)
progress('safeguarding: screening time and the contact-details corpus (npm run bench:safeguarding)')
await runNpm('bench:safeguarding', {}, log)
progress('insights: dashboard p95 and a 100,000-row export on PostgreSQL (npm run bench:insights)')
await runNpm('bench:insights', {}, log).catch((error: unknown) => progress(`bench:insights: ${error instanceof Error ? error.message : String(error)}`))
if (process.env.BENCH_LIVE !== '0') {
  progress('live: 1,000 SSE subscribers for 5 minutes (npm run bench:live)')
  await runNpm('bench:live', {}, log).catch((error: unknown) => progress(`bench:live: ${error instanceof Error ? error.message : String(error)}`))
}
if (process.env.BENCH_API === '1') {
  progress('API (npm run bench:api)')
  await runNpm('bench:api', {}, log)
}

const figures: Figure[] = [
  ...firstLoadRows(firstLoad),
  ...compositionRows(firstLoad, chunks),
  ...lighthouseRows('/', lighthouse['/'] ?? []),
  ...lighthouseRows('/community', lighthouse['/community'] ?? []),
  ...lighthouseRows('/fr', lighthouse['/fr'] ?? []),
  ...lighthouseRows('/iframe', lighthouse['/iframe'] ?? [], { indexed: false }),
  ...lcpRatioRows(lcpPair['/'] ?? [], lcpPair[staticPath] ?? []),
  ...navigationRows(navigation),
  ...interactionRows(interactions, CPU_SLOWDOWN, EVENT_TIMING_THRESHOLD_MS),
  ...buildRows(buildMs, prerenderMs, firstLoad.length, prerenderError),
  ...handOverRows('API', join(benchDir, 'api.json'), 'npm run bench:api'),
  ...handOverRows('Map', join(benchDir, 'map.json'), 'the map bench'),
  ...handOverRows('Import', join(benchDir, 'import.json'), 'npm run bench:import'),
  ...handOverRows('Live', join(benchDir, 'live.json'), 'npm run bench:live'),
  ...handOverRows('Insights', join(benchDir, 'insights.json'), 'npm run bench:insights'),
  ...handOverRows('Safeguarding', join(benchDir, 'safeguarding.json'), 'npm run bench:safeguarding'),
]

const failedAudits = [...new Set([...Object.values(lighthouse), ...Object.values(lcpPair)].flat().flatMap((f) => f.failedAudits))]
const table = formatTable(figures)
const summary = `${figures.filter((f) => f.pass === true).length} figures meet their goal, ${figures.filter((f) => f.pass === false).length} miss it`
console.log(`\nnpm run bench — ${new Date().toISOString()} — ${runs} runs per noisy figure\n`)
console.log(table)
console.log(`\n${summary}`)
if (failedAudits.length) console.log(`Lighthouse audits not at 100% in some run: ${failedAudits.join(', ')}`)
writeFileSync(
  join(benchDir, 'bench.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs, figures, failedAudits, raw: { lighthouse, lcpPair, navigation, interactions, buildMs, prerenderMs } }, null, 2),
)
writeFileSync(join(benchDir, 'bench.md'), `${table}\n\n${summary}\n`)
