/**
 * PUBLISH_AUTO_QUIET_MINUTES: publish an organization's site by itself once
 * public changes wait and none came for that many minutes. Recorded in the
 * audit log with no actor and `{ auto: true }`: `site.publishStart` when it starts,
 * then `site.publish` or `site.publishFail` (publisher.ts).
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { organizations } from '../db/schema'
import { recordAudit } from '../audit/record'
import { generateBuildId } from './build-id'
import { quietOrganizations } from './publication-store'
import type { Publisher } from './publisher'

const CHECK_EVERY_MS = 30_000

export async function publishQuietOrganizations(db: Db, publisher: Publisher, quietMinutes: number): Promise<void> {
  const orgIds = await quietOrganizations(db, quietMinutes)
  if (orgIds.length === 0) return
  const orgs = await db.select({ id: organizations.id, slug: organizations.slug }).from(organizations).where(inArray(organizations.id, orgIds))
  for (const org of orgs) {
    if (publisher.onlyOrganization !== null && org.slug !== publisher.onlyOrganization) continue
    const buildId = generateBuildId()
    const started = await db.transaction(async (tx) => {
      if (!(await publisher.claim(tx, org.id))) return false
      await recordAudit(tx, { orgId: org.id, actorEmail: null, kind: 'site.publishStart', target: buildId, after: { buildId, auto: true } })
      return true
    })
    if (started) publisher.start(org, buildId, null)
  }
}

export function startAutoPublish(db: Db, publisher: Publisher, quietMinutes: number): () => void {
  const timer = setInterval(() => {
    publishQuietOrganizations(db, publisher, quietMinutes).catch((error: unknown) => console.error('[publish] auto-publish:', error instanceof Error ? error.message : error))
  }, CHECK_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
