/**
 * The organization a request acts for (the tenant) and its taxonomy, as
 * every service reads it: loaded and cached by server/organizations/cache.ts.
 */
import type { organizations } from '../db/schema'

export interface TermRecord {
  readonly key: string
  readonly nameEn: string
  readonly nameFr: string
}

export interface OrgRecord {
  readonly id: string
  readonly slug: string
  readonly row: typeof organizations.$inferSelect
  readonly fields: readonly TermRecord[]
  readonly interests: readonly TermRecord[]
  readonly fieldByKey: ReadonlyMap<string, TermRecord>
  readonly interestByKey: ReadonlyMap<string, TermRecord>
}
