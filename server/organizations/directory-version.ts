/** Matching inputs changed (profile, answer stats): replicas rebuild their match index. */
import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { organizations } from '../db/schema'

export async function bumpDirectoryVersion(db: Db | Tx, orgId: string): Promise<void> {
  await db
    .update(organizations)
    .set({ directoryVersion: sql`${organizations.directoryVersion} + 1` })
    .where(eq(organizations.id, orgId))
}

export async function directoryVersion(db: Db, orgId: string): Promise<number> {
  const [row] = await db.select({ v: organizations.directoryVersion }).from(organizations).where(eq(organizations.id, orgId))
  return row?.v ?? -1
}
