/**
 * Issue 16, publishing for CDN deployments: PUBLISH_COMMAND (exit code and
 * last output lines are the outcome) and PUBLISH_WEBHOOK_URL (the HTTP
 * status is), and auto-publish once public changes have been quiet.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/app'
import { auditEntries, organizations, publications } from '../../server/db/schema'
import { publishQuietOrganizations } from '../../server/publishing/auto-publish'
import { notePublicChange } from '../../server/publishing/public-changes'
import { OWNER_EMAIL, signInAsStaff } from './helpers/fixtures'
import { finished, publish, waitForPublication } from './helpers/publishing'
import { ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let orgId = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
  orgId = org?.id ?? ''
})
afterAll(async () => {
  await api?.close()
})

async function publishAndWait(server: RunningServer) {
  ok(await publish(server, owner))
  return waitForPublication(server, owner, finished)
}

describe('PUBLISH_COMMAND', () => {
  it('succeeds on exit 0, with its progress lines as progress and its last lines as the answer; gets the build id, organization and this API', async () => {
    const command = 'echo "publish-progress 1/2"; echo "org=$PUBLISH_ORGANIZATION by=$PUBLISH_REQUESTED_BY build=$BUILD_ID"; echo "publish-progress 2/2"; echo "api=$API_URL"'
    const server = await api.startAnother({ publishCommand: command })
    const done = await publishAndWait(server)
    expect(done.job).toMatchObject({ state: 'SUCCEEDED', done: 2, total: 2, error: null })
    expect(done.job.message).toBe(`The publish command succeeded: org=demo by=${OWNER_EMAIL} build=${done.buildId} · api=http://127.0.0.1:${server.port}`)
    await server.close()
  })

  it('fails on another exit code, showing the code and its last lines; the published build stays', async () => {
    const ready = await api.startAnother({ publishCommand: 'true' })
    const published = await publishAndWait(ready)
    await ready.close()
    const server = await api.startAnother({ publishCommand: 'echo "uploading"; echo "403 Forbidden from the CDN" >&2; exit 3' })
    const failed = await publishAndWait(server)
    expect(failed.job).toMatchObject({ state: 'FAILED', errorCode: 'COMMAND_FAILED', message: null })
    expect(failed.job.error).toMatch(/^The publish command failed \(exit code 3\): (uploading · 403 Forbidden from the CDN|403 Forbidden from the CDN · uploading)$/)
    expect(failed.buildId).toBe(published.buildId)
    await server.close()
  })
})

describe('PUBLISH_WEBHOOK_URL', () => {
  it('POSTs { organization, buildId, requestedBy }; a 2xx succeeds and another status fails, each shown', async () => {
    const received: unknown[] = []
    let status = 202
    const hook = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ method: req.method, path: req.url, type: req.headers['content-type'], body: JSON.parse(body) as unknown })
        res.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const server = await api.startAnother({ publishWebhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/publish?token=secret` })

    const accepted = await publishAndWait(server)
    expect(accepted.job).toMatchObject({ state: 'SUCCEEDED', message: 'The publish webhook answered HTTP 202.' })
    expect(received).toEqual([
      { method: 'POST', path: '/hooks/publish?token=secret', type: 'application/json', body: { organization: 'demo', buildId: accepted.buildId, requestedBy: OWNER_EMAIL } },
    ])

    status = 500
    const refused = await publishAndWait(server)
    expect(refused.job).toMatchObject({ state: 'FAILED', errorCode: 'WEBHOOK_STATUS', error: 'The publish webhook answered HTTP 500.', message: null })
    expect(refused.buildId).toBe(accepted.buildId)

    await server.close()
    await new Promise((resolve) => hook.close(resolve))
    const unreachable = await api.startAnother({ publishWebhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo | null)?.port ?? 9}/gone` })
    const failed = await publishAndWait(unreachable)
    expect(failed.job).toMatchObject({ state: 'FAILED', errorCode: 'WEBHOOK_UNREACHABLE' })
    await unreachable.close()
  })
})

describe('auto-publish (PUBLISH_AUTO_QUIET_MINUTES)', () => {
  // Auto-publish's audit entries of a kind: its starts, then each job's outcome (issue 34: a failure is never "published").
  const autoAudits = async (kind = 'site.publishStart') =>
    (
      await api.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.orgId, orgId), eq(auditEntries.kind, kind)))
    ).filter((a) => a.after?.includes('"auto":true'))

  const quietFor = (minutes: number) =>
    api.db
      .update(publications)
      .set({ lastChangeAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(publications.orgId, orgId))

  it('publishes once changes wait and none came for N minutes, recorded with no actor; not while changes keep coming', async () => {
    const server = await api.startAnother({ publishCommand: 'true', publishAutoQuietMinutes: 5 }, { autoPublish: false })
    const byHand = await publishAndWait(server)
    expect(byHand.job.state).toBe('SUCCEEDED')
    await notePublicChange(api.db, orgId)
    await quietFor(1)
    await publishQuietOrganizations(api.db, server.services.publisher, 5)
    expect(await autoAudits()).toHaveLength(0)

    await quietFor(6)
    await publishQuietOrganizations(api.db, server.services.publisher, 5)
    const done = await waitForPublication(server, owner, (p) => finished(p) && p.buildId !== byHand.buildId)
    expect(done).toMatchObject({ pendingChanges: 0, job: { state: 'SUCCEEDED' } })
    const audits = await autoAudits()
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ actorEmail: null, target: done.buildId })
    expect((await autoAudits('site.publish')).filter((a) => a.target === done.buildId)).toHaveLength(1)

    // Nothing pending: nothing to do.
    await publishQuietOrganizations(api.db, server.services.publisher, 5)
    expect(await autoAudits()).toHaveLength(1)
    await server.close()
  })

  it('does not retry a failed auto-publish of the same changes', async () => {
    const server = await api.startAnother({ publishCommand: 'exit 1', publishAutoQuietMinutes: 5 }, { autoPublish: false })
    const before = (await autoAudits()).length
    await notePublicChange(api.db, orgId)
    await quietFor(6)
    await publishQuietOrganizations(api.db, server.services.publisher, 5)
    const failed = await waitForPublication(server, owner, (p) => p.job.state === 'FAILED')
    expect(failed.job.errorCode).toBe('COMMAND_FAILED')
    expect(await autoAudits()).toHaveLength(before + 1)
    // The failure is recorded as one, with its reason; nothing says the site was published.
    const started = (await autoAudits()).at(-1)
    const [failure] = (await autoAudits('site.publishFail')).filter((a) => a.target === started?.target)
    expect(JSON.parse(failure?.after ?? '{}')).toMatchObject({ reason: 'commandFailed', auto: true })
    expect((await autoAudits('site.publish')).filter((a) => a.target === started?.target)).toEqual([])
    await publishQuietOrganizations(api.db, server.services.publisher, 5)
    expect(await autoAudits()).toHaveLength(before + 1)
    await server.close()
  })
})
