/**
 * Each organization's safeguarding rule set: the stored row, or the shared
 * defaults (decision 080) until staff change them. Read on every message a
 * person writes, so kept per process for a few seconds like the organization
 * itself (a change shows on every replica within RULES_CACHE_TTL_MS; the
 * replica that made it forgets at once).
 */
import { eq } from 'drizzle-orm'
import { DEFAULT_SAFEGUARDING_RULES } from '../../src/contract/safeguarding'
import type { SafeguardingRuleSet } from '../../src/contract/safeguarding'
import type { Db, Tx } from '../db/client'
import { safeguardingRules } from '../db/schema'

export const RULES_CACHE_TTL_MS = 10_000

export type StoredRules = typeof safeguardingRules.$inferSelect

export interface OrgRules {
  readonly rules: SafeguardingRuleSet
  /** Null while the organization uses the defaults. */
  readonly row: StoredRules | null
}

export function ruleSetOf(row: StoredRules | null): SafeguardingRuleSet {
  if (row === null) return DEFAULT_SAFEGUARDING_RULES
  // A category added after the row was written takes its default action.
  return { actions: { ...DEFAULT_SAFEGUARDING_RULES.actions, ...row.actions }, customWords: row.customWords, phoneCountries: row.phoneCountries }
}

export async function loadOrgRules(db: Db | Tx, orgId: string): Promise<OrgRules> {
  const [row] = await db.select().from(safeguardingRules).where(eq(safeguardingRules.orgId, orgId))
  return { rules: ruleSetOf(row ?? null), row: row ?? null }
}

export class RuleCache {
  private readonly entries = new Map<string, { at: number; value: Promise<OrgRules> }>()

  constructor(private readonly db: Db) {}

  get(orgId: string): Promise<OrgRules> {
    const hit = this.entries.get(orgId)
    if (hit !== undefined && Date.now() - hit.at < RULES_CACHE_TTL_MS) return hit.value
    const value = loadOrgRules(this.db, orgId)
    this.entries.set(orgId, { at: Date.now(), value })
    // A failed load must not be cached.
    value.catch(() => this.entries.delete(orgId))
    return value
  }

  forget(orgId: string): void {
    this.entries.delete(orgId)
  }
}
