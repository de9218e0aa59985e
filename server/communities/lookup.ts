/** The organization's community groups: all of them in display order, or one by id or slug. */
import { and, asc, eq } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { isUuid } from '../core/ids'
import type { CommunityRow } from '../db/rows'
import { communities } from '../db/schema'

export function listCommunities(deps: Pick<Deps, 'db' | 'org'>): Promise<CommunityRow[]> {
  return deps.db.select().from(communities).where(eq(communities.orgId, deps.org.id)).orderBy(asc(communities.position))
}

/** Null for an unknown (or malformed) id or slug, or when neither is given. */
export async function findCommunity(deps: Pick<Deps, 'db' | 'org'>, by: { readonly id?: string | null; readonly slug?: string | null }): Promise<CommunityRow | null> {
  const match = by.id ? (isUuid(by.id) ? eq(communities.id, by.id) : null) : by.slug ? eq(communities.slug, by.slug.trim().toLowerCase()) : null
  if (match === null) return null
  const [row] = await deps.db
    .select()
    .from(communities)
    .where(and(eq(communities.orgId, deps.org.id), match))
  return row ?? null
}
