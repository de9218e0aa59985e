/**
 * Each test file: its own fresh database (cloned from the seeded template),
 * the real server on a random loopback port, and a small GraphQL client over
 * real HTTP. PGlite by default; PostgreSQL when DATABASE_URL is set.
 */
import { openDatabase } from '../../../server/db/client'
import type { Database, Db } from '../../../server/db/client'
import { startServer } from '../../../server/app'
import type { RunningServer, StartServerOptions } from '../../../server/app'
import { loadEnv } from '../../../server/env'
import type { Env } from '../../../server/env'
import { GRAPHQL_PATH } from '../../../src/contract/graphql-endpoint'
import { pgliteTemplate, postgresClone } from './template'

export interface GqlError {
  message: string
  extensions?: { code?: string; [key: string]: unknown }
}

export interface GqlResponse<T> {
  status: number
  headers: Headers
  data: T
  errors: GqlError[] | undefined
}

export interface GqlOptions {
  token?: string | null
  org?: string
  /** Sent as X-Forwarded-For (the test server trusts it): one IP per simulated visitor. */
  ip?: string
  headers?: Record<string, string>
}

export interface TestApi {
  readonly url: string
  readonly endpoint: string
  readonly db: Db
  readonly database: Database
  readonly env: Env
  readonly server: RunningServer
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, options?: GqlOptions): Promise<GqlResponse<T>>
  /** Another server instance on the same database (e.g. production settings). */
  startAnother(env: Partial<Env>, options?: Partial<StartServerOptions>): Promise<RunningServer>
  close(): Promise<void>
}

let ipCounter = 0
/** A fresh client IP, so rate limits of one test don't leak into another. */
export const freshIp = (): string => {
  ipCounter++
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

export const testEnv = (overrides: Partial<Env> = {}): Env => ({
  ...loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://portal.test', TRUST_PROXY: '1' }),
  ...overrides,
})

export async function gqlRequest<T>(endpoint: string, query: string, variables: Record<string, unknown> = {}, options: GqlOptions = {}): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.org) headers['x-organization'] = options.org
  const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })
  const text = await response.text()
  let json: { data?: T; errors?: GqlError[] } = {}
  try {
    json = JSON.parse(text) as typeof json
  } catch {
    throw new Error(`non-JSON response ${response.status}: ${text.slice(0, 200)}`)
  }
  return { status: response.status, headers: response.headers, data: json.data as T, errors: json.errors }
}

export async function startTestApi(envOverrides: Partial<Env> = {}): Promise<TestApi> {
  const adminUrl = process.env.DATABASE_URL
  let database: Database
  let drop: () => Promise<void> = () => Promise.resolve()
  if (adminUrl) {
    const clone = await postgresClone(adminUrl)
    drop = clone.drop
    database = await openDatabase({ kind: 'postgres', url: clone.url, poolSize: 10 })
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteTemplate() })
  }
  const env = testEnv(envOverrides)
  const extra: RunningServer[] = []
  const server = await startServer({ env, database, port: 0, host: '127.0.0.1', apiOnly: true, mailer: null, seed: false, quiet: true })
  const endpoint = `http://127.0.0.1:${server.port}${GRAPHQL_PATH}`
  return {
    url: `http://127.0.0.1:${server.port}`,
    endpoint,
    db: database.db,
    database,
    env,
    server,
    gql: (query, variables, options) => gqlRequest(endpoint, query, variables, options),
    async startAnother(overrides, options = {}) {
      const another = await startServer({ env: testEnv(overrides), database, port: 0, host: '127.0.0.1', apiOnly: true, mailer: null, seed: false, quiet: true, ...options })
      extra.push(another)
      return another
    },
    async close() {
      for (const s of extra) await s.close()
      await server.close()
      await database.close()
      await drop()
    },
  }
}

/** Throws with the GraphQL errors when a response has any (keeps test failures readable). */
export function ok<T>(response: GqlResponse<T>): T {
  if (response.errors !== undefined && response.errors.length > 0) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`)
  return response.data
}

export const errorCode = (response: GqlResponse<unknown>): string | undefined => response.errors?.[0]?.extensions?.code

let keyCounter = 0
export const idempotencyKey = (): string => `test-${process.pid}-${Date.now().toString(36)}-${++keyCounter}`
