/**
 * Directory counts (`totalCount`) per organization and filter, kept in memory
 * and valid for one directory_version. Every change to what a filter can see
 * (profile, answers, availability) bumps that version in the same transaction,
 * so a replica never serves a count older than the data it reads: the caller
 * passes the version read with its page (directory.ts, same snapshot, same
 * round trip); counting 10,000 rows is a scan.
 */

const MAX_KEYS_PER_ORG = 1000

export class DirectoryCountCache {
  private readonly orgs = new Map<string, { version: number; counts: Map<string, Promise<number>> }>()

  count(orgId: string, version: number, key: string, compute: () => Promise<number>): Promise<number> {
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
