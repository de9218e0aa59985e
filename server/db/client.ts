/**
 * Opens the database: PGlite (embedded PostgreSQL, persisted under DATA_DIR
 * or in memory) by default, a node-postgres pool when DATABASE_URL is set.
 * Both are exposed through the same Drizzle type so no other module knows
 * which one it talks to.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface Database {
  readonly db: Db
  readonly kind: 'pglite' | 'postgres'
  /** The PGlite instance (for dumps in tests), when embedded. */
  readonly pglite: PGlite | null
  /** The PostgreSQL connection string, when not embedded: the live bus opens its own LISTEN connection with it. */
  readonly url: string | null
  close(): Promise<void>
}

export type DatabaseConfig = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 })
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message))
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    return { db, kind: 'postgres', pglite: null, url: config.url, close: () => pool.end() }
  }
  let dataDir: string | undefined
  if (config.dataDir !== null) {
    mkdirSync(config.dataDir, { recursive: true })
    dataDir = join(config.dataDir, 'pglite')
  }
  const client = new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}) })
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  return { db, kind: 'pglite', pglite: client, url: null, close: () => client.close() }
}

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  const rows = (result as { rows?: unknown }).rows
  return (Array.isArray(rows) ? rows : []) as T[]
}
