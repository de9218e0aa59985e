/**
 * `npm run bench:import`: the CSV import of issue 17 — 5,000 rows checked
 * (dryRun) and imported as invitations within 10 s each, through the real
 * HTTP API (JSON body over the 100 KB limit, as a staff token may send) on
 * the seeded demo organization in PGlite (in memory). Writes
 * `.bench/import.json`, which `npm run bench` shows.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { startServer } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'
import { ambassadors, notifications, staffMembers, staffSessions } from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import { hashSecret, newToken } from '../../server/security/tokens'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { IMPORT_MAX_ROWS } from '../../src/contract/limits'
import { root } from './server'

const BUDGET_MS = 10_000
const FIELDS = ['engineering', 'business', 'law', 'medicine', 'economics']
const LEVELS = ['BACHELOR', 'MASTER', 'PHD', 'EXCHANGE', 'ALUMNI']

function csvOf(rows: number): string {
  const lines = ['email,first_name,last_name,field,study_level,languages,country,city,interests']
  for (let i = 0; i < rows; i++) {
    lines.push(`bench.${i}@import.example,Prénom ${i},"Nom, ${i}",${FIELDS[i % FIELDS.length]},${LEVELS[i % LEVELS.length]},en|fr,FR,Lyon,music|housing`)
  }
  return lines.join('\r\n')
}

const database = await openDatabase({ kind: 'pglite', dataDir: null })
await migrateDatabase(database)
const server = await startServer({
  env: loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://portal.test' }),
  database,
  port: 0,
  host: '127.0.0.1',
  apiOnly: true,
  mailer: null,
  seed: true,
  quiet: true,
})
const { db } = database
const [owner] = await db.select().from(staffMembers).where(eq(staffMembers.role, 'owner')).limit(1)
if (owner === undefined) throw new Error('the seeded demo organization has no owner')
// A staff session as sign-in would create it (the code flow is not what is measured).
const token = newToken('ss_')
await db.insert(staffSessions).values({ staffId: owner.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 3_600_000) })

const csv = csvOf(IMPORT_MAX_ROWS)
const query =
  'mutation($csv: String!, $dry: Boolean!, $k: String!) { importAmbassadors(csv: $csv, dryRun: $dry, idempotencyKey: $k) { imported rows { line errors } fieldErrors { code } } }'

async function timedImport(dryRun: boolean): Promise<{ ms: number; imported: number; bad: number }> {
  const body = JSON.stringify({ query, variables: { csv, dry: dryRun, k: `bench-import-${Date.now()}` } })
  const started = performance.now()
  const response = await fetch(`${server.url}${GRAPHQL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body })
  const json = (await response.json()) as { data?: { importAmbassadors: { imported: number; rows: { errors: string[] }[] } }; errors?: unknown }
  const ms = performance.now() - started
  const result = json.data?.importAmbassadors
  if (result === undefined) throw new Error(`import failed (HTTP ${response.status}): ${JSON.stringify(json.errors)}`)
  return { ms, imported: result.imported, bad: result.rows.filter((r) => r.errors.length > 0).length }
}

try {
  const check = await timedImport(true)
  const write = await timedImport(false)
  const invited = (await db.select({ n: count() }).from(ambassadors).where(eq(ambassadors.status, 'invited')))[0]?.n ?? 0
  const mails = (await db.select({ n: count() }).from(notifications).where(eq(notifications.kind, 'ambassador_invitation')))[0]?.n ?? 0
  if (check.bad > 0 || write.imported !== IMPORT_MAX_ROWS || invited !== IMPORT_MAX_ROWS || mails !== IMPORT_MAX_ROWS) {
    throw new Error(`unexpected outcome: ${check.bad} bad rows, ${write.imported} imported, ${invited} invited rows, ${mails} invitation e-mails`)
  }
  const figure = (name: string, ms: number) => ({ name, value: Math.round(ms), unit: 'ms', goal: `≤ ${BUDGET_MS}`, pass: ms <= BUDGET_MS })
  const figures = [
    figure(`CSV import, ${IMPORT_MAX_ROWS} rows checked (dryRun), PGlite`, check.ms),
    figure(`CSV import, ${IMPORT_MAX_ROWS} rows imported as invitations, PGlite`, write.ms),
  ]
  mkdirSync(join(root, '.bench'), { recursive: true })
  writeFileSync(join(root, '.bench', 'import.json'), JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2))
  // A missed goal is a figure of the table (npm run bench), not a failure of this script.
  for (const f of figures) console.log(`${f.name}: ${f.value} ms (goal ${f.goal}) ${f.pass ? 'ok' : 'MISSED'}`)
} finally {
  await server.close()
}
