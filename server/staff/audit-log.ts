/** `auditLog` (owners only: the resolver checks): newest first, keyset-paginated by entry id, filterable by actor and kind. */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import { auditEntries } from '../db/schema'
import type { Deps } from '../core/deps'
import { badInput } from '../core/errors'
import type { QueryAuditLogArgs } from '../schema-types.generated'

export const AUDIT_PAGE_MAX = 100

export async function auditLog(deps: Pick<Deps, 'db' | 'org'>, args: QueryAuditLogArgs) {
  const first = args.first ?? 50
  if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE_MAX) throw badInput(`first must be from 1 to ${AUDIT_PAGE_MAX}.`)
  const conditions: SQL[] = [eq(auditEntries.orgId, deps.org.id)]
  if (args.after != null) {
    if (!/^\d{1,15}$/.test(args.after)) throw badInput('after must be a cursor returned by auditLog.')
    conditions.push(lt(auditEntries.id, Number(args.after)))
  }
  const actor = args.actorEmail?.trim().toLowerCase()
  if (actor) conditions.push(eq(auditEntries.actorEmail, actor))
  const kind = args.kind?.trim()
  if (kind) conditions.push(eq(auditEntries.kind, kind))
  const rows = await deps.db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.id))
    .limit(first + 1)
  const nodes = rows.slice(0, first)
  const hasNextPage = rows.length > first
  return { nodes: nodes.map((r) => ({ ...r, id: String(r.id) })), hasNextPage, endCursor: hasNextPage ? String(nodes[nodes.length - 1]?.id) : null }
}
