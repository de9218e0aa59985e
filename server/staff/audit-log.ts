/** `auditLog` (owners only: the resolver checks): newest first, keyset-paginated by entry id, filterable by actor, kind and time; each entry with the ambassadors it names. */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { auditEntries } from '../db/schema'
import type { Deps } from '../core/deps'
import { badInput } from '../core/errors'
import type { QueryAuditLogArgs } from '../schema-types.generated'
import { ambassadorsOfEntries } from './audit-ambassadors'

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
  if (args.since && args.until && args.since.getTime() >= args.until.getTime()) throw badInput('since must be before until.')
  if (args.since) conditions.push(gte(auditEntries.createdAt, args.since))
  if (args.until) conditions.push(lt(auditEntries.createdAt, args.until))
  const rows = await deps.db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.id))
    .limit(first + 1)
  const nodes = rows.slice(0, first)
  const hasNextPage = rows.length > first
  const named = await ambassadorsOfEntries(deps, nodes)
  return {
    nodes: nodes.map((r, index) => ({ ...r, id: String(r.id), ambassadors: named[index] ?? [] })),
    hasNextPage,
    endCursor: hasNextPage ? String(nodes[nodes.length - 1]?.id) : null,
  }
}
