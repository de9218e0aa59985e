/**
 * Stores a processed logo as the organization's and points `logo_url` at it,
 * in one transaction with the audit entry and the public-change count: the
 * logo never changes unrecorded, and the console counts it as waiting for a
 * publish (the prerendered pages show the old one until then).
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import { LOGOS_PATH_PREFIX } from '../../../src/contract/logo'
import type { Db } from '../../db/client'
import { organizationLogos, organizations } from '../../db/schema'
import { notePublicChange } from '../../publishing/public-changes'
import { recordAudit } from '../../audit/record'
import type { ProcessedLogo } from './process-image'

/**
 * Where browsers load a logo: on the API (PUBLIC_API_URL) when the site is
 * elsewhere (a CDN), else root-relative, for the site and API on one origin.
 */
export const logoUrlFor = (hash: string, publicApiUrl: string | null): string => `${publicApiUrl ?? ''}${LOGOS_PATH_PREFIX}${hash}.webp`

/** Logos kept per organization: the current one and a few before it, which published pages may still show. */
export const LOGO_HISTORY = 5

export interface SaveLogo {
  readonly orgId: string
  readonly actorEmail: string
  readonly logo: ProcessedLogo
  readonly url: string
}

export async function saveLogo(db: Db, input: SaveLogo): Promise<void> {
  const { orgId, logo, url } = input
  await db.transaction(async (tx) => {
    // Locked, so the audit's "before" is the URL this upload replaced even when two race.
    const [current] = await tx.select({ logoUrl: organizations.logoUrl }).from(organizations).where(eq(organizations.id, orgId)).for('update')
    const before = current?.logoUrl ?? null
    const row = { hash: logo.hash, image: logo.image, width: logo.width, height: logo.height }
    await tx
      .insert(organizationLogos)
      .values({ orgId, ...row })
      .onConflictDoUpdate({ target: [organizationLogos.orgId, organizationLogos.hash], set: { createdAt: sql`now()` } })
    const kept = tx
      .select({ hash: organizationLogos.hash })
      .from(organizationLogos)
      .where(eq(organizationLogos.orgId, orgId))
      .orderBy(desc(organizationLogos.createdAt))
      .limit(LOGO_HISTORY)
    await tx.delete(organizationLogos).where(and(eq(organizationLogos.orgId, orgId), notInArray(organizationLogos.hash, kept)))
    await tx.update(organizations).set({ logoUrl: url }).where(eq(organizations.id, orgId))
    if (before !== url) await notePublicChange(tx, orgId)
    await recordAudit(tx, { orgId, actorEmail: input.actorEmail, kind: 'organization.logo', before, after: url })
  })
}
