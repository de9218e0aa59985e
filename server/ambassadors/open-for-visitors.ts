/**
 * Is anyone there to answer (issue 34)? A site with no active ambassador says
 * it opens soon instead of advertising zeros, and its forms say so before
 * anyone types rather than failing on submit.
 */
import { and, eq } from 'drizzle-orm'
import { ambassadors } from '../db/schema'
import type { Deps } from '../core/deps'

export async function hasActiveAmbassador(deps: Pick<Deps, 'db'>, orgId: string): Promise<boolean> {
  const found = await deps.db
    .select({ id: ambassadors.id })
    .from(ambassadors)
    .where(and(eq(ambassadors.orgId, orgId), eq(ambassadors.active, true)))
    .limit(1)
  return found.length > 0
}
