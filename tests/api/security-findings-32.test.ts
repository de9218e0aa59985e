/**
 * Issue 32, item 6: three findings of the security review, probed through the
 * real server as they were found (their unit tests check the parts alone):
 * the cost limit counts a variable's default value; the organization cache
 * stays bounded however many unknown X-Organization slugs are sent; a page's
 * script-src names the exact Maps hosts, no wildcard.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_QUERY_COST } from '../../server/graphql/query-cost'
import { ORG_CACHE_MAX_ENTRIES } from '../../server/organizations/cache'
import { freshIp, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }
const post = (body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> =>
  fetch(api.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers }, body: JSON.stringify(body) }).then(
    async (response) => (await response.json()) as Answer,
  )

describe("finding 6e: the cost limit counts a variable's default value", () => {
  // Each alias costs 20 × 22 objects with the schema's default page, 100 × 22 with the operation's default of 100.
  const aliases = Array.from({ length: 3 }, (_, i) => `a${i}: ambassadors(first: $n) { nodes { id communities { slug } } }`).join(' ')
  const query = `query Costly($n: Int = 100) { ${aliases} }`

  it('refuses the operation before execution when the default is what makes it too costly', async () => {
    const refused = await post({ query })
    expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_EXPENSIVE')
    expect(refused.errors?.[0]?.message).toContain(`the limit is ${MAX_QUERY_COST}`)
    expect('data' in refused).toBe(false)
  })

  it('answers the same operation when the variable sent is small', async () => {
    const answered = await post({ query, variables: { n: 3 } })
    expect(answered.errors).toBeUndefined()
    expect((answered.data as { a0: { nodes: unknown[] } }).a0.nodes.length).toBeGreaterThan(0)
  })
})

describe('finding 6f: the organization cache stays bounded', () => {
  it(`remembers at most ${ORG_CACHE_MAX_ENTRIES} slugs after 300 unknown X-Organization slugs, and still serves the real one`, async () => {
    const orgs = api.server.services.orgs
    for (let i = 0; i < 300; i++) {
      const answer = await post({ query: '{ organization { slug } }' }, { 'x-organization': `no-such-school-${i}` })
      expect(answer.errors?.length ?? 0, `slug ${i} answered as a known organization`).toBeGreaterThan(0)
    }
    expect(orgs.size).toBeGreaterThan(0)
    expect(orgs.size).toBeLessThanOrEqual(ORG_CACHE_MAX_ENTRIES)
    expect(await post({ query: '{ organization { slug } }' }, { 'x-organization': 'demo' })).toEqual({ data: { organization: { slug: 'demo' } } })
  })
})

/** A `dist` with two pages: the home page and the embeddable one (their headers differ in frame-ancestors). */
function builtSite(): string {
  const distDir = join(mkdtempSync(join(tmpdir(), 'csp-test-')), 'dist')
  for (const [path, content] of [
    ['client/index.html', '<!doctype html><title>Home</title>'],
    ['client/iframe/index.html', '<!doctype html><title>Embed</title>'],
    ['client/404.html', '<!doctype html><title>Not found</title>'],
    ['server/entry.mjs', 'export {}'],
  ] as const) {
    mkdirSync(dirname(join(distDir, path)), { recursive: true })
    writeFileSync(join(distDir, path), content)
  }
  return distDir
}

describe('finding 6i: a page may run scripts from the exact Maps hosts only', () => {
  it('the served pages name maps.googleapis.com and maps.gstatic.com in script-src, and no wildcard host', async () => {
    const site = await api.startAnother({}, { apiOnly: false, distDir: builtSite(), autoPublish: false })
    for (const path of ['/', '/iframe']) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(200)
      const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? []
      expect(scriptSrc, path).toEqual(expect.arrayContaining(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com']))
      expect(
        scriptSrc.filter((source) => source.includes('*')),
        path,
      ).toEqual([])
      expect(scriptSrc.filter((source) => /^https?:/.test(source)).sort(), path).toEqual(['https://maps.googleapis.com', 'https://maps.gstatic.com'])
    }
  })
})
