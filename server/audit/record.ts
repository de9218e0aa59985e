/**
 * The audit log: one entry per staff action, written in the same transaction
 * as the action so an action never happens unrecorded. Entries are
 * append-only (a database trigger refuses UPDATE and DELETE).
 */
import type { Db, Tx } from '../db/client'
import { auditEntries } from '../db/schema'

export interface AuditRecord {
  readonly orgId: string
  /** Null for the command line (npm run org:create). */
  readonly actorEmail: string | null
  /** `domain.verb`: organization.update, staff.invite, staff.role, staff.remove, site.publish… */
  readonly kind: string
  readonly target?: string | null
  readonly before?: unknown
  readonly after?: unknown
}

const asJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value))

const rowOf = (entry: AuditRecord) => ({
  orgId: entry.orgId,
  actorEmail: entry.actorEmail,
  kind: entry.kind,
  target: entry.target ?? null,
  before: asJson(entry.before),
  after: asJson(entry.after),
})

export async function recordAudit(db: Db | Tx, entry: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values(rowOf(entry))
}

/** One entry per item of a bulk action (a CSV import invites thousands), in multi-row statements. */
export async function recordAuditBatch(db: Db | Tx, entries: readonly AuditRecord[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) await db.insert(auditEntries).values(entries.slice(start, start + 1000).map(rowOf))
}
