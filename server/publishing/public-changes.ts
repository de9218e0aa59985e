/**
 * Counts changes to public data since the served site was prerendered. Any
 * code that changes what public pages show calls `notePublicChange` in its
 * transaction; the console shows publicVersion − publishedVersion as pending.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { publications } from '../db/schema'

export async function notePublicChange(db: Db | Tx, orgId: string, count = 1): Promise<void> {
  await db
    .insert(publications)
    .values({ orgId, publicVersion: count, lastChangeAt: sql`now()` })
    .onConflictDoUpdate({ target: publications.orgId, set: { publicVersion: sql`${publications.publicVersion} + ${count}`, lastChangeAt: sql`now()` } })
}
