/**
 * Organizations and their taxonomy, read on every request, change rarely:
 * kept per process for a few seconds. This is configuration, not shared state
 * (a staff edit shows up on every replica within ORG_CACHE_TTL_MS).
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { organizations, taxonomyTerms } from '../db/schema'
import type { OrgRecord } from '../core/organization'

export const ORG_CACHE_TTL_MS = 10_000
/**
 * At most this many slugs are remembered, the oldest forgotten first: anyone
 * can send any X-Organization slug, and each unknown one was kept (issue 32).
 */
export const ORG_CACHE_MAX_ENTRIES = 256

export class OrganizationCache {
  private readonly entries = new Map<string, { at: number; value: Promise<OrgRecord | null> }>()
  private readonly listeners = new Set<() => void>()
  private readonly load: (slug: string) => Promise<OrgRecord | null>

  constructor(
    db: Db,
    private readonly ttlMs = ORG_CACHE_TTL_MS,
    load?: (slug: string) => Promise<OrgRecord | null>,
  ) {
    this.load = load ?? ((slug) => loadOrganization(db, slug))
  }

  /** How many slugs are remembered now. */
  get size(): number {
    return this.entries.size
  }

  get(slug: string): Promise<OrgRecord | null> {
    const now = Date.now()
    const hit = this.entries.get(slug)
    if (hit !== undefined && now - hit.at < this.ttlMs) return hit.value
    const value = this.load(slug)
    this.entries.delete(slug)
    // Map keeps insertion order: the first key is the oldest entry.
    while (this.entries.size >= ORG_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '')
    this.entries.set(slug, { at: now, value })
    // A failed load must not be cached.
    value.catch(() => this.entries.delete(slug))
    return value
  }

  /**
   * Forget everything (after a write that changes organization data, once it
   * has committed), and tell the listeners: the response cache holds the
   * `organization` query's answers too.
   */
  clear(): void {
    this.entries.clear()
    for (const listener of this.listeners) listener()
  }

  /** Called on every `clear()`. */
  onClear(listener: () => void): void {
    this.listeners.add(listener)
  }
}

async function loadOrganization(db: Db, slug: string): Promise<OrgRecord | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1)
  if (row === undefined) return null
  const terms = await db.select().from(taxonomyTerms).where(eq(taxonomyTerms.orgId, row.id)).orderBy(asc(taxonomyTerms.position))
  const fields = terms.filter((t) => t.kind === 'field')
  const interests = terms.filter((t) => t.kind === 'interest')
  return {
    id: row.id,
    slug: row.slug,
    row,
    fields,
    interests,
    fieldByKey: new Map(fields.map((t) => [t.key, t])),
    interestByKey: new Map(interests.map((t) => [t.key, t])),
  }
}

/** Every organization's embed origins (the default CORS allow-list). */
export async function allEmbedOrigins(db: Db): Promise<string[]> {
  const rows = await db.select({ origins: organizations.allowedEmbedOrigins }).from(organizations)
  return [...new Set(rows.flatMap((r) => r.origins))]
}
