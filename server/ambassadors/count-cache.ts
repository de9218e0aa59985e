/**
 * Directory counts (`totalCount`) per organization and filter, kept in memory
 * and valid for one directory_version. Every change to what a filter can see
 * (profile, answers, availability) bumps that version in the same transaction,
 * so a replica never serves a count older than the data it reads: checking the
 * version is a primary-key lookup, counting 10,000 rows is a scan.
 */
import type { Db } from '../db/client'
import { directoryVersion } from '../organizations/directory-version'

const MAX_KEYS_PER_ORG = 1000

export class DirectoryCountCache {
  private readonly orgs = new Map<string, { version: number; counts: Map<string, Promise<number>> }>()

  constructor(private readonly db: Db) {}

  async count(orgId: string, key: string, compute: () => Promise<number>): Promise<number> {
    const version = await directoryVersion(this.db, orgId)
    let entry = this.orgs.get(orgId)
    if (entry === undefined || entry.version !== version) {
      entry = { version, counts: new Map() }
      this.orgs.set(orgId, entry)
    }
    const cached = entry.counts.get(key)
    if (cached !== undefined) return cached
    if (entry.counts.size >= MAX_KEYS_PER_ORG) entry.counts.clear()
    const counted = compute()
    entry.counts.set(key, counted)
    const counts = entry.counts
    counted.catch(() => counts.delete(key))
    return counted
  }
}
