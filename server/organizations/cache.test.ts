import { describe, expect, it } from 'vitest'
import type { Db } from '../db/client'
import type { OrgRecord } from '../core/organization'
import { ORG_CACHE_MAX_ENTRIES, OrganizationCache } from './cache'

// The cache's own loader is given: what is tested is what it remembers, not the database's answer.
const known = { id: 'org-1', slug: 'demo' } as unknown as OrgRecord
const loads: string[] = []
const cacheOf = (): OrganizationCache =>
  new OrganizationCache(null as unknown as Db, 60_000, (slug) => {
    loads.push(slug)
    return Promise.resolve(slug === 'demo' ? known : null)
  })

describe('the organization cache', () => {
  it('remembers a bounded number of slugs however many unknown ones are sent', async () => {
    const cache = cacheOf()
    expect(await cache.get('demo')).toBe(known)
    for (let i = 0; i < 5 * ORG_CACHE_MAX_ENTRIES; i++) expect(await cache.get(`nope-${i}`)).toBeNull()
    expect(cache.size).toBeLessThanOrEqual(ORG_CACHE_MAX_ENTRIES)
    expect(await cache.get('demo')).toBe(known)
  })

  it('answers a remembered slug without loading it again', async () => {
    const cache = cacheOf()
    loads.length = 0
    await cache.get('demo')
    await cache.get('demo')
    expect(loads).toEqual(['demo'])
  })
})
