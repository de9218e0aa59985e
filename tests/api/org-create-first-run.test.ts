/**
 * Issue 16: the production first run. `npm run org:create` on an empty
 * database (PostgreSQL under `npm run test:api:pg`, the embedded one
 * otherwise), then the owner signs in and publishes, and no demo data
 * exists anywhere.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app'
import { openDatabase, type Database, type DatabaseConfig } from '../../server/db/client'
import * as t from '../../server/db/schema'
import { latestSignInCode } from '../../server/testing/outbox'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { fakePrerender, finished, makeBuiltSite, publish, waitForPublication } from './helpers/publishing'
import { databaseUrl } from './helpers/template'
import { gqlRequest, idempotencyKey, ok, testEnv } from './helpers/test-api'

const run = promisify(execFile)
const root = new URL('../..', import.meta.url).pathname
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A database nobody has touched: a new PostgreSQL database, or a new embedded data directory. */
async function emptyDatabaseConfig(): Promise<{ config: DatabaseConfig; env: Record<string, string> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'org-create-'))
    return { config: { kind: 'pglite', dataDir }, env: { DATA_DIR: dataDir } }
  }
  const name = `ap_first_run_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.end()
  })
  const url = databaseUrl(adminUrl, name)
  return { config: { kind: 'postgres', url }, env: { DATABASE_URL: url } }
}

describe('npm run org:create, the production first run', () => {
  it('creates the organization on an empty database; its owner signs in and publishes; no demo data anywhere', async () => {
    const { config, env } = await emptyDatabaseConfig()
    const cli = await run(join(root, 'node_modules/.bin/tsx'), ['scripts/org-create.ts', '--slug', 'acme', '--name', 'Acme University', '--owner', 'Someone@Acme.example'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    expect(cli.stdout).toContain('organization "acme" created; someone@acme.example is its owner')

    const database: Database = await openDatabase(config)
    const server: RunningServer = await startServer({
      env: testEnv({ defaultOrganization: 'acme' }),
      database,
      port: 0,
      host: '127.0.0.1',
      distDir: makeBuiltSite(),
      prerenderCommand: fakePrerender('ok'),
      autoPublish: false,
      mailer: null,
      seed: false,
      quiet: true,
    })
    cleanups.push(async () => {
      await server.close()
      await database.close()
    })
    const gql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
      gqlRequest<T>(`${server.url}${GRAPHQL_PATH}`, query, variables, { token, ip: '203.0.113.7' })

    ok(await gql('mutation($k: String!) { requestSignInCode(email: "someone@acme.example", idempotencyKey: $k, audience: STAFF) { sent } }', { k: idempotencyKey() }))
    const code = await latestSignInCode(database.db, 'someone@acme.example')
    const signedIn = ok(
      await gql<{ signIn: { token: string; staff: { role: string } } }>(
        'mutation($c: String!) { signIn(email: "someone@acme.example", code: $c, audience: STAFF) { token staff { role } } }',
        { c: code },
      ),
    )
    expect(signedIn.signIn.staff.role).toBe('OWNER')

    ok(await publish(server, signedIn.signIn.token))
    const published = await waitForPublication(server, signedIn.signIn.token, finished)
    expect(published).toMatchObject({ job: { state: 'SUCCEEDED' }, pendingChanges: 0 })
    expect(published.buildId).not.toBeNull()

    // Nothing of the demo: one organization, its owner, no people, no content.
    const db = database.db
    expect((await db.select({ slug: t.organizations.slug }).from(t.organizations)).map((o) => o.slug)).toEqual(['acme'])
    expect((await db.select({ email: t.staffMembers.email }).from(t.staffMembers)).map((s) => s.email)).toEqual(['someone@acme.example'])
    for (const table of [t.ambassadors, t.taxonomyTerms, t.communities, t.questions, t.answers, t.meetings, t.communityJoins, t.eventCounts]) {
      expect(await db.$count(table)).toBe(0)
    }
  })
})
