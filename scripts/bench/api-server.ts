/**
 * The API bench's plumbing: a prepared database (migrated, seeded, 10,000
 * ambassadors, one ambassador and one staff session), the production API as
 * its own node process, and autocannon measuring one operation against it.
 * Used by api.ts (the figures) and api-profile.ts (where the time goes).
 */
import { spawn } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { GRAPHQL_PATH, ORGANIZATION_HEADER } from '../../src/contract/graphql-endpoint'
import { systemClock } from '../../server/core/deps'
import { openDatabase } from '../../server/db/client'
import type { DatabaseConfig } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'
import { seedDatabase, seedScale } from '../../server/demo/seed'
import { DEMO_ORG_SLUG, DEMO_STAFF, FIXTURES } from '../../server/demo/seed-fixtures'
import { OrganizationCache } from '../../server/organizations/cache'
import { findAccount, startSession } from '../../server/sessions/sign-in-audiences'
import { freePort } from '../lib/free-port'
import type { BenchCaller, BenchQuery } from './api-queries'

export const SCALE = 10_000
export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
export const benchDir = join(root, '.bench')

/** Bearer tokens of the callers that need a session. */
export type BenchTokens = Readonly<Record<Exclude<BenchCaller, 'visitor'>, string>>

export interface Measured {
  /** API process CPU (user + system) per request: less dependent than req/s on what else the machine runs. */
  serverCpuMsPerRequest: number
  /** Its user part: JavaScript, without the kernel's socket work (which grows with the machine's load). */
  serverUserCpuMsPerRequest: number
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
  total: number
}

const percentile = (sorted: readonly number[], p: number): number =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN) * 10) / 10

function headersFor(query: BenchQuery, tokens: BenchTokens): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', [ORGANIZATION_HEADER]: query.org }
  if (query.caller !== 'visitor') headers.authorization = `Bearer ${tokens[query.caller]}`
  return headers
}

const bodyOf = (query: BenchQuery): string => JSON.stringify({ operationName: query.operationName, query: query.query, variables: query.variables })

/** One request first: a bench of errors would measure nothing. */
export async function assertAnswers(url: string, query: BenchQuery, tokens: BenchTokens): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: headersFor(query, tokens), body: bodyOf(query) })
  const json = (await response.json()) as { errors?: unknown; data?: unknown }
  if (!response.ok || json.errors !== undefined || json.data === undefined) throw new Error(`bench query ${query.operationName} failed: ${JSON.stringify(json).slice(0, 300)}`)
}

/** CPU time (ms, user and system) a process has used so far, from /proc (Linux; 100 ticks a second). */
function cpuMs(pid: number): { user: number; total: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    const user = Number(fields[11]) * 10
    return { user, total: user + Number(fields[12]) * 10 }
  } catch {
    return { user: Number.NaN, total: Number.NaN }
  }
}

export async function measure(url: string, query: BenchQuery, tokens: BenchTokens, seconds: number, pid: number, connections: number): Promise<Measured> {
  const latencies: number[] = []
  const cpuBefore = cpuMs(pid)
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(
      { url, method: 'POST', connections, duration: seconds, body: bodyOf(query), headers: headersFor(query, tokens) },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolveRun(done)),
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  const cpuAfter = cpuMs(pid)
  const perRequest = (ms: number): number => Math.round((ms / Math.max(1, result.requests.total)) * 100) / 100
  return {
    serverCpuMsPerRequest: perRequest(cpuAfter.total - cpuBefore.total),
    serverUserCpuMsPerRequest: perRequest(cpuAfter.user - cpuBefore.user),
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }
}

/** Migrates and seeds, then signs in the demo organization's first ambassador and its owner (sessions as sign-in creates them). */
export async function prepare(config: DatabaseConfig): Promise<BenchTokens> {
  const database = await openDatabase(config)
  try {
    await migrateDatabase(database)
    await seedDatabase(database.db)
    await seedScale(database.db, SCALE)
    const org = await new OrganizationCache(database.db).get(DEMO_ORG_SLUG)
    if (org === null) throw new Error('the demo organization is missing after seeding')
    const ambassador = await findAccount(database.db, 'ambassador', org.id, FIXTURES.ambassador1.email)
    const staff = await findAccount(database.db, 'staff', org.id, DEMO_STAFF[0].email)
    if (ambassador === null || staff === null) throw new Error('the demo ambassador or owner is missing after seeding')
    const sessions = await database.db.transaction(async (tx) => ({
      ambassador: await startSession(tx, ambassador, systemClock),
      staff: await startSession(tx, staff, systemClock),
    }))
    return { ambassador: sessions.ambassador.token, staff: sessions.staff.token }
  } finally {
    await database.close()
  }
}

export interface RunningApi {
  readonly url: string
  readonly pid: number
  close(): Promise<void>
}

/** The production API as its own node process (node --import tsx, no wrapper), ready when it answers. */
export async function startApi(env: Record<string, string>, nodeArgs: readonly string[] = [], cwd = root): Promise<RunningApi> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const log = openSync(join(benchDir, 'api-server.log'), 'a')
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts', '--api-only'], {
    cwd,
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, NODE_ENV: 'production', DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '10000', ...env },
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const close = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} (see .bench/api-server.log)`)
    const up = await fetch(`${base}${GRAPHQL_PATH}?query=%7B__typename%7D`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { url: `${base}${GRAPHQL_PATH}`, pid: child.pid ?? -1, close }
    if (Date.now() > deadline) {
      await close()
      throw new Error('the API did not answer within 120 s')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

export async function withApi<T>(env: Record<string, string>, run: (api: RunningApi) => Promise<T>, nodeArgs: readonly string[] = [], cwd = root): Promise<T> {
  const api = await startApi(env, nodeArgs, cwd)
  try {
    return await run(api)
  } finally {
    await api.close()
  }
}

/** An empty `ap_bench` database on the server of `adminUrl`; its URL. */
export async function freshBenchDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query('drop database if exists ap_bench with (force)')
  await admin.query('create database ap_bench')
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = '/ap_bench'
  return u.toString()
}
