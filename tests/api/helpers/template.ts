/**
 * A migrated and seeded database, built once and cloned for every test file:
 * PGlite → a data-dir dump on disk (`.test-data/api-template/<hash>.tar`,
 * loaded with `loadDataDir`); PostgreSQL → a template database
 * (`CREATE DATABASE … TEMPLATE`). The hash covers the migrations, the seed
 * code and today's date (the seed's reference date), so a stale template is
 * never reused.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../../server/db/client'
import type { Database } from '../../../server/db/client'
import { migrateDatabase } from '../../../server/db/migrate'
import { seedDatabase } from '../../../server/demo/seed'

const root = new URL('../../..', import.meta.url).pathname
const TEMPLATE_DIR = join(root, '.test-data', 'api-template')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort()
}

export function templateHash(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10))
  for (const file of [...filesUnder(join(root, 'server/db'))].filter((f) => !f.endsWith('.test.ts'))) hash.update(file).update(readFileSync(file))
  return hash.digest('hex').slice(0, 12)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** PGlite: the template dump, built by whichever test file gets here first. */
export async function pgliteTemplate(): Promise<Blob> {
  mkdirSync(TEMPLATE_DIR, { recursive: true })
  const file = join(TEMPLATE_DIR, `${templateHash()}.tar`)
  const lock = `${file}.lock`
  for (let waited = 0; !existsSync(file); waited += 200) {
    try {
      mkdirSync(lock)
    } catch {
      // Someone else builds it; a lock older than 3 minutes is from a crashed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true })
      if (waited > 240_000) throw new Error('timed out waiting for the test database template')
      await sleep(200)
      continue
    }
    try {
      for (const old of readdirSync(TEMPLATE_DIR)) if (old.endsWith('.tar')) rmSync(join(TEMPLATE_DIR, old), { force: true })
      const database = await openDatabase({ kind: 'pglite', dataDir: null })
      await migrateDatabase(database)
      await seedDatabase(database.db)
      const dump = await database.pglite?.dumpDataDir('none')
      await database.close()
      if (!dump) throw new Error('PGlite did not dump its data dir')
      writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()))
      renameSync(`${file}.tmp`, file)
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  return new Blob([readFileSync(file)])
}

export const databaseUrl = (url: string, name: string): string => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** PostgreSQL: a fresh database cloned from the template (built once under an advisory lock). */
export async function postgresClone(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `ap_tpl_${templateHash()}`
  const name = `ap_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock(727272)')
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template])
    if (exists.rowCount === 0) {
      const stale = await admin.query("select datname from pg_database where datname like 'ap_tpl_%'")
      for (const row of stale.rows as { datname: string }[]) await admin.query(`drop database if exists "${row.datname}" with (force)`)
      await admin.query(`create database "${template}"`)
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, template), poolSize: 2 })
      await migrateDatabase(database)
      await seedDatabase(database.db)
      await database.close()
    }
    await admin.query(`create database "${name}" template "${template}"`)
  } finally {
    await admin.query('select pg_advisory_unlock(727272)').catch(() => undefined)
    await admin.end()
  }
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists "${name}" with (force)`)
      await c.end()
    },
  }
}

/** A database with nothing in it, not even the schema: what a production first run starts from. */
export async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: () => Promise.resolve() }
  const name = `ap_empty_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 2 })
  return {
    database,
    drop: async () => {
      await database.close()
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists "${name}" with (force)`)
      await c.end()
    },
  }
}
