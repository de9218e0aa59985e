/**
 * `npm run bench:api-profile`: where an uncached `ambassadors(first: 20)`
 * spends the API's CPU (issue 22, item 4). The production API runs on
 * PostgreSQL with RESPONSE_CACHE=off under `node --cpu-prof` while autocannon
 * sends the directory page for BENCH_API_DURATION seconds (default 10, after
 * a 3 s warm-up); the profile is written on exit and summarised: the top
 * self-time costs by module and by function. BENCH_PROFILE_QUERY=inbox or
 * staff profiles the signed-in queries instead.
 * Output: a table, and the profile in .bench/api-profile/ for DevTools.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
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

async function main(): Promise<void> {
  const query = QUERIES[process.env.BENCH_PROFILE_QUERY ?? 'list']
  if (query === undefined) throw new Error(`BENCH_PROFILE_QUERY must be one of ${Object.keys(QUERIES).join(', ')}`)
  const profileDir = join(benchDir, 'api-profile')
  rmSync(profileDir, { recursive: true, force: true })
  mkdirSync(profileDir, { recursive: true })
  const measured = await withPostgres(async (adminUrl) => {
    const url = await freshBenchDatabase(adminUrl)
    console.error('[bench:api-profile] PostgreSQL: migrate + seed')
    const tokens = await prepare({ kind: 'postgres', url })
    return withApi(
      { DATABASE_URL: url, RESPONSE_CACHE: 'off' },
      async (api) => {
        await assertAnswers(api.url, query, tokens)
        await measure(api.url, query, tokens, 3, api.pid, CONNECTIONS)
        console.error(`[bench:api-profile] ${query.name}, uncached, ${CONNECTIONS} connections, ${DURATION_S} s under --cpu-prof`)
        return measure(api.url, query, tokens, DURATION_S, api.pid, CONNECTIONS)
      },
      ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    )
  })
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))
  if (file === undefined) throw new Error(`no .cpuprofile in ${profileDir}: did the API exit cleanly?`)
  const summary = summarizeProfile(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile, TOP)
  const report = { measuredAt: new Date().toISOString(), query: query.name, loadAverage: loadavg()[0], measured, ...summary }
  writeFileSync(join(benchDir, 'api-profile.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\n${query.name}, PostgreSQL, uncached, under --cpu-prof (figures lower than bench:api's)`)
  console.log(`  ${measured.requestsPerSecond} req/s, p99 ${measured.p99} ms, API CPU ${measured.serverCpuMsPerRequest} ms/request, ${measured.errors} errors`)
  console.log(`  busy (non-idle) CPU in the profile: ${summary.busyMs} ms; load average (1 min): ${(loadavg()[0] ?? 0).toFixed(1)}\n`)
  console.log(table(`Top ${TOP} self time by module`, summary.byModule))
  console.log(table(`Top ${TOP} self time by function`, summary.byFunction))
  console.log(`\nProfile: ${join(profileDir, file)} (open in Chrome DevTools › Performance)`)
}

main().catch((error: unknown) => {
  console.error('[bench:api-profile]', error instanceof Error ? error.stack : error)
  process.exit(1)
})
