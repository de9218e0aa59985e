/**
 * Issue 16, publishing under `npm start`: the server prerenders its own site
 * in a child process into a new directory and swaps it in only when complete.
 * The prerender here is tests/api/helpers/fake-prerender.mjs (same progress
 * lines, same directories; a real one needs a built bundle).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/app'
import { auditEntries, organizations, publications } from '../../server/db/schema'
import { notePublicChange } from '../../server/publishing/public-changes'
import { EDITOR_EMAIL, OWNER_EMAIL, signInAsStaff } from './helpers/fixtures'
import { fakePrerender, finished, makeBuiltSite, publish, publicationOf, servedFingerprint, waitForPublication } from './helpers/publishing'
import { idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let editor = ''
let orgId = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  editor = await signInAsStaff(api, EDITOR_EMAIL)
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
  orgId = org?.id ?? ''
})
afterAll(async () => {
  await api?.close()
})

const serve = (distDir: string, prerender: string[]): Promise<RunningServer> => api.startAnother({}, { apiOnly: false, distDir, prerenderCommand: prerender })
const page = async (server: RunningServer, path: string): Promise<string> => (await fetch(`${server.url}${path}`)).text()
/** Who asked to publish: one entry per job started (its outcome is recorded when it ends). */
const publishAudits = async () => (await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'site.publishStart'))).length

describe('the server publishes its own site', () => {
  it('reports pages done of total while the prerender runs, returns the running job to a second call, then serves the new build', async () => {
    const distDir = makeBuiltSite()
    const release = join(distDir, '..', 'release')
    const server = await serve(distDir, fakePrerender('hold', release))
    await notePublicChange(api.db, orgId, 2)
    const before = await publicationOf(server, owner)
    expect(before.pendingChanges).toBeGreaterThanOrEqual(2)
    const auditsBefore = await publishAudits()

    const started = ok(await publish(server, editor)).publishSite
    expect(started.job.state).toBe('RUNNING')
    // The fake prerender rendered one page of six and waits: the console sees 1 of 6.
    const running = await waitForPublication(server, owner, (p) => p.job.done === 1)
    expect(running.job).toMatchObject({ state: 'RUNNING', done: 1, total: 6, error: null })
    // Nothing is swapped in yet: the site still serves the initial build.
    expect(await page(server, '/')).toContain('data-build-id="initial"')

    // A second publish (another key, another member) while it runs: the running job, no new job, no audit entry.
    const second = ok(await publish(server, owner)).publishSite
    expect(second.job).toMatchObject({ state: 'RUNNING', done: 1, total: 6 })
    expect(await publishAudits()).toBe(auditsBefore + 1)

    // A public change during the run stays pending after it.
    await notePublicChange(api.db, orgId)
    writeFileSync(release, '')
    const done = await waitForPublication(server, owner, finished)
    expect(done.job).toMatchObject({ state: 'SUCCEEDED', done: 6, total: 6, error: null, errorCode: null, message: null })
    expect(done.buildId).toMatch(/^\d{8}T\d{6}-[0-9a-f]{6}$/)
    expect(done.publishedAt).not.toBeNull()
    expect(done.pendingChanges).toBe(1)
    expect(await page(server, '/')).toContain(`data-build-id="${done.buildId}"`)
    expect(JSON.parse(await page(server, '/builds/latest.json'))).toMatchObject({ id: done.buildId })
    // The served build lives in its own directory; the one built by `npm run build` is untouched.
    expect(readFileSync(join(distDir, 'client', 'index.html'), 'utf8')).toContain('data-build-id="initial"')
    expect(readdirSync(`${distDir}-publish`).sort()).toEqual([done.buildId, 'current'].sort())
    // Asked by the editor, then published: both recorded, in that order.
    const audits = await api.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, done.buildId ?? ''))
      .orderBy(auditEntries.id)
    expect(audits.map((a) => [a.kind, a.actorEmail])).toEqual([
      ['site.publishStart', EDITOR_EMAIL],
      ['site.publish', EDITOR_EMAIL],
    ])
    await server.close()

    // After a restart the published build is still the one served.
    const restarted = await serve(distDir, fakePrerender('ok'))
    expect(await page(restarted, '/')).toContain(`data-build-id="${done.buildId}"`)
    // Publishing again keeps the previous build (rollback) and deletes older ones.
    ok(await publish(restarted, owner))
    const again = await waitForPublication(restarted, owner, (p) => finished(p) && p.buildId !== done.buildId)
    expect(again.job.state).toBe('SUCCEEDED')
    expect(readdirSync(`${distDir}-publish`).sort()).toEqual([done.buildId, again.buildId, 'current'].sort())
    ok(await publish(restarted, owner))
    const third = await waitForPublication(restarted, owner, (p) => finished(p) && p.buildId !== again.buildId)
    expect(readdirSync(`${distDir}-publish`).sort()).toEqual([again.buildId, third.buildId, 'current'].sort())
    await restarted.close()
    rmSync(join(distDir, '..'), { recursive: true, force: true })
  })

  it('a prerender forced to fail leaves the served site byte for byte as it was, and the job shows why', async () => {
    const distDir = makeBuiltSite()
    const server = await serve(distDir, fakePrerender('fail'))
    const before = await servedFingerprint(server)
    const publishedBefore = await publicationOf(server, owner)

    ok(await publish(server, owner))
    const failed = await waitForPublication(server, owner, finished)
    expect(failed.job).toMatchObject({ state: 'FAILED', errorCode: 'PRERENDER_FAILED', done: 3, total: 6 })
    expect(failed.job.error).toBe('The prerender failed (exit code 1). The site is unchanged; details are in the server log.')
    // The detail (the child's own error) is in the server log only.
    expect(failed.job.error).not.toContain('500')
    expect((await publicationOf(server, owner, 'fr')).job.error).toBe(
      'Le pré-rendu a échoué (code de sortie 1). Le site est inchangé ; les détails sont dans le journal du serveur.',
    )
    expect(failed.buildId).toBe(publishedBefore.buildId)
    expect(failed.pendingChanges).toBe(publishedBefore.pendingChanges)

    expect(await servedFingerprint(server)).toBe(before)
    // The half-written build is gone; nothing was recorded as served.
    expect(readdirSync(`${distDir}-publish`)).toEqual([])
    expect(existsSync(join(`${distDir}-publish`, 'current'))).toBe(false)
    await server.close()
    rmSync(join(distDir, '..'), { recursive: true, force: true })
  })

  it('a server stopped during a publish records the job as interrupted and keeps the previous site', async () => {
    const distDir = makeBuiltSite()
    const server = await serve(distDir, fakePrerender('hold', join(distDir, '..', 'never')))
    ok(await publish(server, owner, idempotencyKey()))
    await waitForPublication(server, owner, (p) => p.job.done === 1)
    await server.close()
    const [row] = await api.db.select({ state: publications.jobState, error: publications.jobError }).from(publications).where(eq(publications.orgId, orgId))
    expect(row?.state).toBe('failed')
    expect(row?.error).toContain('interrupted')
    const restarted = await serve(distDir, fakePrerender('ok'))
    expect(await page(restarted, '/')).toContain('data-build-id="initial"')
    expect((await publicationOf(restarted, owner)).job.errorCode).toBe('INTERRUPTED')
    await restarted.close()
    rmSync(join(distDir, '..'), { recursive: true, force: true })
  })
})
