/**
 * The ambassadors an audit entry names, looked up for a page of entries at
 * once (issue 34: the log reads "… approved Théo Martin's profile", not an
 * id). Entries keep only ids — they are kept forever and carry no name or
 * address — so the names are today's, and an erased ambassador has none.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { isErasedAmbassador } from '../ambassadors/erased-identity'
import type { Deps } from '../core/deps'
import { ambassadors } from '../db/schema'

/** Kinds whose `target` is an ambassador's id. */
const AMBASSADOR_TARGET_KINDS: ReadonlySet<string> = new Set([
  'ambassador.invite',
  'ambassador.approve',
  'ambassador.status',
  'ambassador.erase',
  'profile.approve',
  'profile.reject',
])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface AuditAmbassadorView {
  readonly id: string
  readonly name: string | null
  readonly email: string | null
}

interface EntryRow {
  readonly kind: string
  readonly target: string | null
  readonly before: string | null
  readonly after: string | null
}

/** An `ambassadorId` written in one side of an entry (a reassignment's before and after). */
function ambassadorIdIn(side: string | null): string | null {
  if (side === null) return null
  try {
    const value: unknown = JSON.parse(side)
    const id = value !== null && typeof value === 'object' ? (value as { ambassadorId?: unknown }).ambassadorId : undefined
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

/** The ambassador ids an entry names, target first, without repeats. */
export function ambassadorIdsOf(entry: EntryRow): string[] {
  const ids = [AMBASSADOR_TARGET_KINDS.has(entry.kind) ? entry.target : null, ambassadorIdIn(entry.before), ambassadorIdIn(entry.after)]
  return [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))]
}

/** Each entry's ambassadors, in one query for the page; an id that matches no row of this organization is left out. */
export async function ambassadorsOfEntries<E extends EntryRow>(deps: Pick<Deps, 'db' | 'org'>, entries: readonly E[]): Promise<AuditAmbassadorView[][]> {
  const idsByEntry = entries.map(ambassadorIdsOf)
  const ids = [...new Set(idsByEntry.flat())]
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({ id: ambassadors.id, email: ambassadors.email, firstName: ambassadors.firstName, lastName: ambassadors.lastName })
          .from(ambassadors)
          .where(and(eq(ambassadors.orgId, deps.org.id), inArray(ambassadors.id, ids)))
  const byId = new Map(
    rows.map((row): [string, AuditAmbassadorView] => {
      if (isErasedAmbassador(row)) return [row.id, { id: row.id, name: null, email: null }]
      const name = `${row.firstName} ${row.lastName}`.trim()
      return [row.id, { id: row.id, name: name === '' ? null : name, email: row.email }]
    }),
  )
  return idsByEntry.map((entryIds) => entryIds.flatMap((id) => byId.get(id) ?? []))
}
