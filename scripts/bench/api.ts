/**
 * `npm run bench:api`: autocannon on loopback against the production API
 * server (its own process, NODE_ENV=production), on PGlite and on PostgreSQL,
 * over the `scale` organization (10,000 ambassadors):
 *   - `ambassadors(first: 20)`: req/s, p50/p99 (goal on PostgreSQL: ≥ 2,000 req/s, p99 ≤ 30 ms)
 *   - `match` over 10,000 ambassadors: req/s, p50/p95/p99 (goal: p95 ≤ 30 ms)
 * Prints a table and writes `.bench/api.json` for `npm run bench`.
 * BENCH_API_DURATION (s, default 10) and BENCH_API_CONNECTIONS (default 10) tune it.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { freePort } from '../lib/free-port'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { openDatabase } from '../../server/db/client'
import type { DatabaseConfig } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'
import { seedDatabase, seedScale } from '../../server/db/seed'
import { SCALE_ORG_SLUG } from '../../server/db/seed-fixtures'
import { withPostgres } from '../with-postgres'
import { formatTable } from './figures'
import type { Figure } from './figures'

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10)
const SCALE = 10_000
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const benchDir = join(root, '.bench')

const LIST = `query DirectoryPage { ambassadors(first: 20) {
  totalCount nodes { id firstName lastInitial photoUrl headline field { key name } studyLevel country city languages medianAnswerMinutes acceptsMeetings }
  pageInfo { endCursor hasNextPage } } }`
const MATCH = `query Match($input: MatchInput!) { match(input: $input) {
  ambassadors { score reasons { code value } ambassador { id firstName lastInitial headline } } } }`
const MATCH_INPUT = {
  fields: ['engineering', 'computer-science'],
  studyLevel: 'MASTER',
  country: 'BR',
  latitude: -23.55,
  longitude: -46.63,
  languages: ['pt', 'en'],
  interests: ['sports', 'research', 'housing'],
  first: 10,
}

interface Measured {
  /** API process CPU (user + system) per request: independent of what else the machine runs. */
  serverCpuMsPerRequest: number
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
  total: number
}

const percentile = (sorted: readonly number[], p: number): number =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN) * 10) / 10

async function assertAnswers(url: string, body: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-organization': SCALE_ORG_SLUG }, body })
  const json = (await response.json()) as { errors?: unknown; data?: unknown }
  if (!response.ok || json.errors !== undefined || json.data === undefined) throw new Error(`bench query failed: ${JSON.stringify(json).slice(0, 300)}`)
}

/** CPU time (ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

async function measure(url: string, body: string, seconds: number, pid: number, connections = CONNECTIONS): Promise<Measured> {
  const latencies: number[] = []
  const cpuBefore = cpuMs(pid)
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration: seconds,
        body,
        headers: { 'content-type': 'application/json', 'x-organization': SCALE_ORG_SLUG },
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolveRun(done)),
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  return {
    serverCpuMsPerRequest: Math.round(((cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total)) * 100) / 100,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }
}

async function prepare(config: DatabaseConfig): Promise<void> {
  const database = await openDatabase(config)
  await migrateDatabase(database)
  await seedDatabase(database.db)
  await seedScale(database.db, SCALE)
  await database.close()
}

/** The production API as its own node process (node --import tsx, no wrapper), ready when it answers. */
async function startApi(env: Record<string, string>): Promise<{ url: string; pid: number; close: () => Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const log = openSync(join(benchDir, 'api-server.log'), 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, NODE_ENV: 'production', DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '10000', ...env },
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} (see .bench/api-server.log)`)
    const up = await fetch(`${url}${GRAPHQL_PATH}?query=%7B__typename%7D`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { url, pid: child.pid ?? -1, close }
    if (Date.now() > deadline) {
      await close()
      throw new Error('the API did not answer within 120 s')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

interface BackendFigures {
  /** The directory page as visitors get it: the response cache on (decision 016). */
  list: Measured
  /** The same with RESPONSE_CACHE=off: every request executes and reads the database. */
  listUncached: Measured
  /** `match` is never cached (unique per visitor): one visitor at a time, for its latency… */
  match: Measured
  /** …and CONNECTIONS visitors at once, for throughput. */
  matchLoaded: Measured
}

async function withApi<T>(env: Record<string, string>, run: (url: string, pid: number) => Promise<T>): Promise<T> {
  const server = await startApi(env)
  try {
    return await run(`${server.url}${GRAPHQL_PATH}`, server.pid)
  } finally {
    await server.close()
  }
}

async function benchBackend(label: string, env: Record<string, string>): Promise<BackendFigures> {
  const list = JSON.stringify({ operationName: 'DirectoryPage', query: LIST, variables: {} })
  const match = JSON.stringify({ operationName: 'Match', query: MATCH, variables: { input: MATCH_INPUT } })
  const cached = await withApi(env, async (url, pid) => {
    await assertAnswers(url, list)
    await measure(url, list, 3, pid)
    console.error(`[bench:api] ${label}: ambassadors(first: 20), response cache on, ${DURATION_S} s`)
    return measure(url, list, DURATION_S, pid)
  })
  return withApi({ ...env, RESPONSE_CACHE: 'off' }, async (url, pid) => {
    await assertAnswers(url, list)
    await assertAnswers(url, match)
    await measure(url, list, 3, pid)
    await measure(url, match, 3, pid)
    console.error(`[bench:api] ${label}: ambassadors(first: 20), response cache off, ${DURATION_S} s`)
    const listUncached = await measure(url, list, DURATION_S, pid)
    console.error(`[bench:api] ${label}: match over ${SCALE} ambassadors, 1 connection, ${DURATION_S} s`)
    const matchOne = await measure(url, match, DURATION_S, pid, 1)
    console.error(`[bench:api] ${label}: match over ${SCALE} ambassadors, ${CONNECTIONS} connections, ${DURATION_S} s`)
    const matchLoaded = await measure(url, match, DURATION_S, pid)
    return { list: cached, listUncached, match: matchOne, matchLoaded }
  })
}

interface BenchFigure {
  name: string
  value: number
  unit: string
  goal: string
  pass: boolean | null
}

/** The goals of issue #4 are set on PostgreSQL; PGlite (embedded, same process) is reported for comparison. */
function backendFigures(label: string, b: BackendFigures, goals: boolean): BenchFigure[] {
  const goal = (text: string, pass: boolean): Pick<BenchFigure, 'goal' | 'pass'> => (goals ? { goal: text, pass } : { goal: '—', pass: null })
  const cpuNote = label === 'PGlite' ? ' (incl. the embedded database)' : ''
  return [
    { name: `ambassadors(first: 20), ${label}`, value: b.list.requestsPerSecond, unit: 'req/s', ...goal('≥ 2000', b.list.requestsPerSecond >= 2000) },
    { name: `ambassadors(first: 20), ${label} p50`, value: b.list.p50, unit: 'ms', goal: '—', pass: null },
    { name: `ambassadors(first: 20), ${label} p99`, value: b.list.p99, unit: 'ms', ...goal('≤ 30', b.list.p99 <= 30) },
    { name: `ambassadors(first: 20), ${label}, cache off`, value: b.listUncached.requestsPerSecond, unit: 'req/s', goal: '—', pass: null },
    { name: `ambassadors(first: 20), ${label}, cache off p99`, value: b.listUncached.p99, unit: 'ms', goal: '—', pass: null },
    { name: `ambassadors(first: 20), ${label}, cache off: API CPU per request${cpuNote}`, value: b.listUncached.serverCpuMsPerRequest, unit: 'ms', goal: '—', pass: null },
    { name: `match over ${SCALE}, ${label}, 1 visitor at a time p50`, value: b.match.p50, unit: 'ms', goal: '—', pass: null },
    { name: `match over ${SCALE}, ${label}, 1 visitor at a time p95`, value: b.match.p95, unit: 'ms', ...goal('≤ 30', b.match.p95 <= 30) },
    { name: `match over ${SCALE}, ${label}, ${CONNECTIONS} at once`, value: b.matchLoaded.requestsPerSecond, unit: 'req/s', goal: '—', pass: null },
    { name: `match over ${SCALE}, ${label}, ${CONNECTIONS} at once p95`, value: b.matchLoaded.p95, unit: 'ms', goal: '—', pass: null },
    { name: `match over ${SCALE}, ${label}: API CPU per request${cpuNote}`, value: b.match.serverCpuMsPerRequest, unit: 'ms', goal: '—', pass: null },
  ]
}

async function main(): Promise<void> {
  mkdirSync(benchDir, { recursive: true })
  const pgliteDir = join(benchDir, 'api-pglite')
  rmSync(pgliteDir, { recursive: true, force: true })
  console.error(`[bench:api] PGlite: migrate + seed + ${SCALE} ambassadors`)
  await prepare({ kind: 'pglite', dataDir: pgliteDir })
  const pglite = await benchBackend('PGlite', { DATA_DIR: pgliteDir })

  const postgres = await withPostgres(async (adminUrl) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query('drop database if exists ap_bench with (force)')
    await admin.query('create database ap_bench')
    await admin.end()
    const u = new URL(adminUrl)
    u.pathname = '/ap_bench'
    console.error(`[bench:api] PostgreSQL: migrate + seed + ${SCALE} ambassadors`)
    await prepare({ kind: 'postgres', url: u.toString() })
    return benchBackend('PostgreSQL', { DATABASE_URL: u.toString() })
  })

  const figures = [
    ...backendFigures('PostgreSQL', postgres, true),
    ...backendFigures('PGlite', pglite, false),
    { name: 'machine load average (1 min) at the end', value: Math.round((loadavg()[0] ?? 0) * 10) / 10, unit: '', goal: '—', pass: null },
  ]
  const errors = [pglite, postgres].flatMap((b) => [b.list, b.listUncached, b.match, b.matchLoaded]).reduce((sum, m) => sum + m.errors, 0)
  const report = { measuredAt: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, errors, figures, raw: { pglite, postgres } }
  writeFileSync(join(benchDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`)
  const rows: Figure[] = figures.map((f) => ({ group: 'API', name: f.name, value: `${f.value} ${f.unit}`, goal: f.goal, pass: f.pass }))
  console.log(formatTable(rows))
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per figure, ${errors} errors; written to .bench/api.json`)
  if (errors > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error('[bench:api]', error instanceof Error ? error.stack : error)
  process.exit(1)
})
