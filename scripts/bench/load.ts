/**
 * `npm run bench:load`: a bounded soak of the API on loopback. 5 minutes
 * (LOAD_DURATION_S) at the API issue's throughput goal (2,000 req/s) of
 * `ambassadors(first: 20)` against PostgreSQL (scripts/with-postgres.ts when
 * DATABASE_URL is not set), with the API as a child process whose RSS is
 * sampled from /proc. Passes with 0 errors (connection errors, timeouts,
 * non-2xx, GraphQL errors), the rate held and memory not growing.
 * Stops by itself. docs/decisions/040-bench.md.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { formatTable, type Figure } from './figures'
import { MAX_RSS_GROWTH, rssGrowth, rssOf, type RssSample } from './memory'
import { root, startProductionServer } from './server'

const TARGET_RATE = 2000
const durationS = Number(process.env.LOAD_DURATION_S ?? 300)
const WARM_UP_S = 10
const SAMPLE_EVERY_MS = 5000

if (!process.env.DATABASE_URL) {
  // Re-run this script inside the PostgreSQL helper (it starts Debian's postgresql and sets DATABASE_URL).
  const helper = join(root, 'scripts/with-postgres.ts')
  if (!existsSync(helper)) {
    console.error('bench:load needs PostgreSQL: set DATABASE_URL, or add scripts/with-postgres.ts (the API issue).')
    process.exit(1)
  }
  const tsx = join(root, 'node_modules/.bin/tsx')
  const result = spawnSync(tsx, [helper, tsx, 'scripts/bench/load.ts'], { cwd: root, stdio: 'inherit' })
  process.exit(result.status ?? 1)
}

const QUERY = `query LoadDirectory {
  ambassadors(first: 20) {
    totalCount
    pageInfo { endCursor hasNextPage }
    nodes { id firstName lastInitial photoUrl headline city country countryName field { key name } studyLevel languages answeredCount medianAnswerMinutes acceptsMeetings }
  }
}`

const benchDir = join(root, '.bench')
mkdirSync(benchDir, { recursive: true })
const server = await startProductionServer({
  distDir: '.bench/dist',
  dataDir: '.bench/db-load',
  apiOnly: true,
  env: { DATABASE_URL: process.env.DATABASE_URL },
  logFile: join(benchDir, 'load.log'),
})

const samples: RssSample[] = []
let result: autocannon.Result
let warmUp: autocannon.Result
try {
  const run = (duration: number) =>
    autocannon({
      url: `${server.url}/gql/public`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'LoadDirectory', query: QUERY, variables: {} }),
      connections: 100,
      overallRate: TARGET_RATE,
      duration,
      timeout: 10,
      // A 200 carrying GraphQL errors is an error too.
      verifyBody: (body) => typeof body === 'string' && body.includes('"nodes"') && !body.includes('"errors"'),
    })
  process.stderr.write(`• warm-up ${WARM_UP_S} s, then ${durationS} s at ${TARGET_RATE} req/s on PostgreSQL\n`)
  warmUp = await run(WARM_UP_S)
  const started = Date.now()
  samples.push({ atMs: 0, bytes: rssOf(server.pid) })
  const sampler = setInterval(() => samples.push({ atMs: Date.now() - started, bytes: rssOf(server.pid) }), SAMPLE_EVERY_MS)
  try {
    result = await run(durationS)
  } finally {
    clearInterval(sampler)
  }
  samples.push({ atMs: Date.now() - started, bytes: rssOf(server.pid) })
} finally {
  await server.close()
}

const errors = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx + r.mismatches
const memory = rssGrowth(samples)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const rate = result.requests.average
const figures: Figure[] = [
  {
    group: 'Load',
    name: `requests/s over ${result.duration} s (100 connections)`,
    value: rate.toFixed(0),
    goal: `≥ ${TARGET_RATE * 0.98} (target ${TARGET_RATE})`,
    pass: rate >= TARGET_RATE * 0.98,
  },
  { group: 'Load', name: 'latency p50 / p99', value: `${result.latency.p50} / ${result.latency.p99} ms`, goal: 'p99 ≤ 30 ms', pass: result.latency.p99 <= 30 },
  {
    group: 'Load',
    name: `errors (conn ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, GraphQL ${result.mismatches})`,
    value: String(errors(result) + errors(warmUp)),
    goal: '0',
    pass: errors(result) + errors(warmUp) === 0,
  },
  {
    group: 'Load',
    name: `API RSS, median of first → last third (${samples.length} samples every ${SAMPLE_EVERY_MS / 1000} s)`,
    value: `${mb(memory.first)} → ${mb(memory.last)} (${(memory.growth * 100).toFixed(1)} %)`,
    goal: `growth ≤ ${MAX_RSS_GROWTH * 100} %`,
    pass: memory.pass,
  },
]
const ok = figures.every((f) => f.pass !== false)
console.log(`\nnpm run bench:load — ${new Date().toISOString()} — ${result.requests.sent} requests\n`)
console.log(formatTable(figures))
console.log(`\nRSS samples (MB): ${samples.map((s) => (s.bytes / 1024 / 1024).toFixed(0)).join(' ')}`)
writeFileSync(join(benchDir, 'load.json'), JSON.stringify({ measuredAt: new Date().toISOString(), figures, samples }, null, 2))
process.exit(ok ? 0 : 1)
