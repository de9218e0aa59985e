/** Applies the committed migration history (server/db/migrations) with drizzle's migrator. */
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { Database, Schema } from './client'

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config)
  else await migratePg(database.db as unknown as NodePgDatabase<Schema>, config)
}
