/**
 * `npm run bench:api-compare -- <other checkout>`: this checkout's API
 * against another one's (e.g. main, exported with `git archive`, its
 * node_modules linked), on the same PostgreSQL database, taking turns
 * (A B A B …, BENCH_COMPARE_ROUNDS rounds, default 3) so that both see the
 * same machine load: uncached `ambassadors(first: 20)`, the inbox and the
 * first staff query. Prints the median of each figure per checkout.
 */
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { withPostgres } from '../with-postgres'
import { directoryPage, inboxQuery, STAFF_QUERIES } from './api-queries'
import type { BenchQuery } from './api-queries'
import { assertAnswers, freshBenchDatabase, measure, prepare, root, withApi } from './api-server'
import type { Measured } from './api-server'

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 5)
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10)
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 3)
const QUERIES: readonly BenchQuery[] = [directoryPage, inboxQuery, ...STAFF_QUERIES.slice(0, 1)]

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function main(): Promise<void> {
  const other = process.argv[2]
  if (other === undefined) throw new Error('usage: bench:api-compare <path of the other checkout>')
  const checkouts = { this: root, other: resolve(other) }
  const runs: Record<string, Measured[]> = {}
  await withPostgres(async (adminUrl) => {
    const url = await freshBenchDatabase(adminUrl)
    const tokens = await prepare({ kind: 'postgres', url })
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, cwd] of Object.entries(checkouts)) {
        await withApi(
          { DATABASE_URL: url, RESPONSE_CACHE: 'off' },
          async (api) => {
            for (const query of QUERIES) {
              await assertAnswers(api.url, query, tokens)
              await measure(api.url, query, tokens, 2, api.pid, CONNECTIONS)
              const m = await measure(api.url, query, tokens, DURATION_S, api.pid, CONNECTIONS)
              console.error(
                `[bench:api-compare] round ${round}, ${name}, ${query.name}: ${m.requestsPerSecond} req/s, CPU ${m.serverCpuMsPerRequest} ms (user ${m.serverUserCpuMsPerRequest})`,
              )
              ;(runs[`${query.name} | ${name}`] ??= []).push(m)
            }
          },
          [],
          cwd,
        )
      }
    }
  })
  console.log(
    `\nMedians of ${ROUNDS} alternating rounds, ${DURATION_S} s each, ${CONNECTIONS} connections, PostgreSQL, uncached; this = ${checkouts.this}, other = ${checkouts.other}`,
  )
  console.log(`${'query | checkout'.padEnd(52)} req/s   p99 ms  CPU ms/req  user ms/req`)
  for (const [key, list] of Object.entries(runs)) {
    const cells = [
      median(list.map((m) => m.requestsPerSecond)),
      median(list.map((m) => m.p99)),
      median(list.map((m) => m.serverCpuMsPerRequest)),
      median(list.map((m) => m.serverUserCpuMsPerRequest)),
    ]
    console.log(`${key.padEnd(52)} ${cells.map((c) => String(c).padStart(7)).join('   ')}`)
  }
  console.log(`load average (1 min) at the end: ${(loadavg()[0] ?? 0).toFixed(1)}`)
}

main().catch((error: unknown) => {
  console.error('[bench:api-compare]', error instanceof Error ? error.stack : error)
  process.exit(1)
})
