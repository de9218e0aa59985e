/**
 * `npm run bench:api-profile`: where an uncached `ambassadors(first: 20)`
 * spends the API's CPU (issue 22, item 4). The production API runs on
 * PostgreSQL with RESPONSE_CACHE=off with its inspector on; after a 3 s
 * warm-up, V8's CPU profiler (what `node --cpu-prof` runs, here limited to
 * the measured window: no start-up, no compilation by tsx) records while
 * autocannon sends the directory page for BENCH_API_DURATION seconds
 * (default 10); the profile is summarised: the top self-time costs by module
 * and by function. BENCH_PROFILE_QUERY=inbox or
 * staff profiles the signed-in queries instead.
 * Output: a table, and the profile in .bench/api-profile/ for DevTools.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../lib/free-port'
import { withPostgres } from '../with-postgres'
import { directoryPage, inboxQuery, STAFF_QUERIES } from './api-queries'
import type { BenchQuery } from './api-queries'
import { assertAnswers, benchDir, freshBenchDatabase, measure, prepare, withApi } from './api-server'
import { summarizeProfile } from './cpu-profile'
import type { CpuProfile, Cost } from './cpu-profile'

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10)
const TOP = 5
const QUERIES: Record<string, BenchQuery | undefined> = { list: directoryPage, inbox: inboxQuery, staff: STAFF_QUERIES[0] }

const table = (title: string, costs: readonly Cost[]): string =>
  [`${title}`, ...costs.map((c, i) => `  ${i + 1}. ${c.name.padEnd(70)} ${String(c.selfMs).padStart(7)} ms  ${c.share.toFixed(1).padStart(5)} %`)].join('\n')

/** Runs `work` with the API's CPU profiler on, over the inspector protocol (Node's global WebSocket). */
async function profiling<T>(inspectPort: number, work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
  const target = targets[0]
  if (target === undefined) throw new Error('the API exposes no inspector target')
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((opened, failed) => {
    socket.addEventListener('open', opened, { once: true })
    socket.addEventListener('error', failed, { once: true })
  })
  const waiting = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result)
  })
  let nextId = 1
  const send = (method: string, params: Record<string, unknown> = {}): Promise<unknown> =>
    new Promise((answered) => {
      const id = nextId++
      waiting.set(id, answered)
      socket.send(JSON.stringify({ id, method, params }))
    })
  try {
    await send('Profiler.enable')
    // V8's default interval (1 ms, as --cpu-prof).
    await send('Profiler.start')
    const result = await work()
    const stopped = (await send('Profiler.stop')) as { profile: CpuProfile }
    return { result, profile: stopped.profile }
  } finally {
    socket.close()
  }
}

async function main(): Promise<void> {
  const query = QUERIES[process.env.BENCH_PROFILE_QUERY ?? 'list']
  if (query === undefined) throw new Error(`BENCH_PROFILE_QUERY must be one of ${Object.keys(QUERIES).join(', ')}`)
  const profileDir = join(benchDir, 'api-profile')
  rmSync(profileDir, { recursive: true, force: true })
  mkdirSync(profileDir, { recursive: true })
  const inspectPort = await freePort()
  const measured = await withPostgres(async (adminUrl) => {
    const url = await freshBenchDatabase(adminUrl)
    console.error('[bench:api-profile] PostgreSQL: migrate + seed')
    const tokens = await prepare({ kind: 'postgres', url })
    return withApi(
      { DATABASE_URL: url, RESPONSE_CACHE: 'off' },
      async (api) => {
        await assertAnswers(api.url, query, tokens)
        await measure(api.url, query, tokens, 3, api.pid, CONNECTIONS)
        console.error(`[bench:api-profile] ${query.name}, uncached, ${CONNECTIONS} connections, ${DURATION_S} s under the CPU profiler`)
        return profiling(inspectPort, () => measure(api.url, query, tokens, DURATION_S, api.pid, CONNECTIONS))
      },
      [`--inspect=127.0.0.1:${inspectPort}`],
    )
  })
  const file = join(profileDir, 'api.cpuprofile')
  writeFileSync(file, JSON.stringify(measured.profile))
  const summary = summarizeProfile(measured.profile, TOP)
  const report = { measuredAt: new Date().toISOString(), query: query.name, loadAverage: loadavg()[0], measured: measured.result, ...summary }
  writeFileSync(join(benchDir, 'api-profile.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\n${query.name}, PostgreSQL, uncached, under the profiler (figures lower than bench:api's)`)
  const m = measured.result
  console.log(`  ${m.requestsPerSecond} req/s, p99 ${m.p99} ms, API CPU ${m.serverCpuMsPerRequest} ms/request (user ${m.serverUserCpuMsPerRequest}), ${m.errors} errors`)
  console.log(`  busy (non-idle) time in the profile: ${summary.busyMs} ms; load average (1 min): ${(loadavg()[0] ?? 0).toFixed(1)}`)
  // V8 samples wall time: a thread descheduled inside a syscall is charged to it, so on a loaded machine
  // `writev` (socket writes) grows far beyond the system CPU /proc reports; user CPU per request is the steadier figure.
  console.log('  (native calls such as writev include time spent descheduled on a loaded machine)\n')
  console.log(table(`Top ${TOP} self time by module`, summary.byModule))
  console.log(table(`Top ${TOP} self time by function`, summary.byFunction))
  console.log(`\nProfile: ${file} (open in Chrome DevTools › Performance)`)
}

main().catch((error: unknown) => {
  console.error('[bench:api-profile]', error instanceof Error ? error.stack : error)
  process.exit(1)
})
