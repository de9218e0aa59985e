// Issue 15: each finding of the security review, probed the way it was found.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer } from '../../server/app'
import { migrateDatabase } from '../../server/db/migrate'
import { ambassadors, organizations } from '../../server/db/schema'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { ASK, questionInput } from './helpers/fixtures'
import { emptyDatabase } from './helpers/template'
import { errorCode, freshIp, gqlRequest, startTestApi, testEnv } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const cursor = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
const SESSION = 'mutation { startVisitorSession { token } }'

describe('finding 6: TRUST_PROXY=N takes the client address N entries from the right', () => {
  // 30 questions per IP are allowed (hardening.test.ts): the 31st is refused when the address is the same.
  const askAsMany = async (endpoint: string, forwardedFor: (i: number) => string): Promise<(string | undefined)[]> => {
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 31; i++) codes.push(errorCode(await gqlRequest(endpoint, ASK, { input: questionInput() }, { ip: forwardedFor(i) })))
    return codes
  }
  it('a client that forges the leftmost X-Forwarded-For entry is still one client', async () => {
    const behindOneProxy = await api.startAnother({ trustProxy: 1 })
    const endpoint = `http://127.0.0.1:${behindOneProxy.port}${GRAPHQL_PATH}`
    const realClient = freshIp()
    // The client sends a new made-up address every time; our proxy appends the real one.
    const codes = await askAsMany(endpoint, (i) => `203.0.113.${i}, ${realClient}`)
    expect(codes.at(-1)).toBe('RATE_LIMITED')
  })
  it('with two proxies the entry two from the right is the client', async () => {
    const behindTwo = await api.startAnother({ trustProxy: 2 })
    const endpoint = `http://127.0.0.1:${behindTwo.port}${GRAPHQL_PATH}`
    const realClient = freshIp()
    const codes = await askAsMany(endpoint, (i) => `198.51.100.${i}, ${realClient}, 10.0.0.${(i % 3) + 1}`)
    expect(codes.at(-1)).toBe('RATE_LIMITED')
  })
  it('TRUST_PROXY=0 (the default) ignores X-Forwarded-For entirely', async () => {
    const direct = await api.startAnother({ trustProxy: 0 })
    const endpoint = `http://127.0.0.1:${direct.port}${GRAPHQL_PATH}`
    const codes = await askAsMany(endpoint, (i) => `192.0.2.${i}`)
    expect(codes.at(-1)).toBe('RATE_LIMITED')
  })
})

describe('finding 7: CORS', () => {
  it('refuses a POST from the opaque origin null, mutation not run', async () => {
    const r = await fetch(api.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'null', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: SESSION }),
    })
    expect(r.status).toBe(403)
    expect(await r.text()).not.toContain('vs_')
  })
  it('an Origin equal to the Host header is no longer a reason to allow (DNS rebinding)', async () => {
    const host = new URL(api.url).host
    const r = await fetch(api.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${host}`, host: 'rebound.example', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: SESSION }),
    })
    expect(r.status).toBe(403)
    const rebound = await fetch(api.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://rebound.example', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: SESSION }),
    })
    expect(rebound.status).toBe(403)
  })
  it('a localhost site (the demo) may also call from its loopback addresses, which no rebinding page can send', async () => {
    const demo = await api.startAnother({ publicUrl: 'http://localhost:3999' })
    const endpoint = `http://127.0.0.1:${demo.port}${GRAPHQL_PATH}`
    const status = async (origin: string) =>
      (
        await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': freshIp() },
          body: JSON.stringify({ query: '{ __typename }' }),
        })
      ).status
    expect(await status('http://127.0.0.1:3999')).toBe(200)
    expect(await status('http://[::1]:3999')).toBe(200)
    expect(await status('http://127.0.0.1:4000')).toBe(403)
  })
  it("the site's own public origin still calls the API", async () => {
    const r = await fetch(api.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(api.env.publicUrl).origin, 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: SESSION }),
    })
    expect(r.status).toBe(200)
  })
})

describe('finding 10: a malformed cursor is BAD_USER_INPUT with a clear message', () => {
  const LIST = 'query($sort: AmbassadorSort, $after: String) { ambassadors(sort: $sort, first: 2, after: $after) { nodes { id } } }'
  const id = '00000000-0000-4000-8000-000000000001'
  const cases: [string, string, string][] = [
    ['not base64 JSON', 'MOST_ANSWERED', '%%%not-a-cursor'],
    ['a text key on a number sort', 'MOST_ANSWERED', cursor(['MOST_ANSWERED', 'abc', id])],
    ['an out-of-range number', 'FASTEST_REPLY', cursor(['FASTEST_REPLY', 1e20, id])],
    ['a non-date on the time sort', 'RECENTLY_ACTIVE', cursor(['RECENTLY_ACTIVE', 'yesterday-ish', id])],
    ['a number on the name sort', 'NAME', cursor(['NAME', 5, id])],
  ]
  for (const [name, sort, after] of cases) {
    it(name, async () => {
      const r = await api.gql(LIST, { sort, after })
      expect(errorCode(r)).toBe('BAD_USER_INPUT')
      expect(r.errors?.[0]?.message).toMatch(/cursor/i)
    })
  }
  it('the published Q&A rejects a time cursor that is not an ISO instant', async () => {
    const r = await api.gql('query($after: String) { publishedQuestions(first: 2, after: $after) { nodes { id } } }', { after: cursor(['Tuesday', id]) })
    expect(errorCode(r)).toBe('BAD_USER_INPUT')
  })
})

describe('finding 3: only the demo and the tests seed demo data', () => {
  it('a production start on an empty database seeds nothing and says how to create the organization', async () => {
    const { database, drop } = await emptyDatabase()
    const lines: string[] = []
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')))
    try {
      await migrateDatabase(database)
      const server = await startServer({ env: testEnv({ nodeEnv: 'production', demo: false }), database, port: 0, host: '127.0.0.1', apiOnly: true, mailer: null, quiet: false })
      await server.close()
      expect(await database.db.select().from(organizations)).toEqual([])
      expect(await database.db.select({ id: ambassadors.id }).from(ambassadors)).toEqual([])
      expect(lines.filter((l) => l.includes('npm run org:create'))).toHaveLength(1)
    } finally {
      log.mockRestore()
      await drop()
    }
  })
  it('the demo (DEMO=1) seeds the demo organization into an empty database', async () => {
    const { database, drop } = await emptyDatabase()
    try {
      await migrateDatabase(database)
      const server = await startServer({ env: testEnv({ nodeEnv: 'production', demo: true }), database, port: 0, host: '127.0.0.1', apiOnly: true, mailer: null, quiet: true })
      await server.close()
      expect((await database.db.select({ slug: organizations.slug }).from(organizations)).map((o) => o.slug)).toEqual(['demo'])
    } finally {
      await drop()
    }
  })
})

describe('finding 1: one anonymous request cannot stall the API', () => {
  const NESTED = `query Nested($n: Int) { communities { ambassadors(first: $n) { id firstName communities { ambassadors(first: $n) { id communities { ambassadors(first: $n) { id firstName } } } } } } }`
  it('the variables query of the review is refused before execution, and a trivial query meanwhile is answered', async () => {
    // Refused before execution: the GraphQL spec's sign is a response without a `data` entry (an execution error has `data: null`).
    // No timing here: durations belong to the benchmarks (npm run bench:api), not to tests a loaded machine can fail.
    const post = (query: string, variables: Record<string, unknown> = {}) =>
      fetch(api.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, body: JSON.stringify({ query, variables }) }).then(
        async (response) => (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
      )
    const [expensive, trivial] = await Promise.all([post(NESTED, { n: 100 }), post('{ __typename }')])
    expect(expensive.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_EXPENSIVE')
    expect(expensive.errors?.[0]?.message).toMatch(/could return up to \d+ objects; the limit is 5000/)
    expect('data' in expensive).toBe(false)
    expect(trivial).toEqual({ data: { __typename: 'Query' } })
  })
  it('a `first` above its field maximum is refused as bad input, nested ones too', async () => {
    const r = await api.gql('query($n: Int) { communities { ambassadors(first: $n) { id } } }', { n: 100_000 })
    expect(errorCode(r)).toBe('BAD_USER_INPUT')
    expect(r.errors?.[0]?.message).toContain('Community.ambassadors')
  })
  it("the front end's real queries stay well inside the limit", async () => {
    const directory = await api.gql('query($n: Int) { ambassadors(first: $n) { totalCount nodes { id firstName communities { slug } } } }', { n: 100 })
    expect(directory.errors).toBeUndefined()
    const groups = await api.gql('{ communities { slug ambassadors { id firstName } publishedQuestions { id } } }')
    expect(groups.errors).toBeUndefined()
  })
  it("nested community lists are batched: each community gets its own members, in the directory's order", async () => {
    const r = await api.gql<{ communities: { slug: string; ambassadorCount: number; ambassadors: { id: string; answeredCount: number }[] }[] }>(
      '{ communities { slug ambassadorCount ambassadors(first: 100) { id answeredCount } } }',
    )
    expect(r.errors).toBeUndefined()
    for (const community of r.data.communities) {
      expect(community.ambassadors).toHaveLength(community.ambassadorCount)
      const counts = community.ambassadors.map((a) => a.answeredCount)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
    }
    expect(new Set(r.data.communities.map((c) => c.ambassadors.map((a) => a.id).join())).size).toBe(r.data.communities.length)
  })
  it('a client holding eight requests open gets 429 for a ninth, and is served again once they finish', async () => {
    const strict = await api.startAnother({ rateLimitScale: 1, trustProxy: 0 })
    const { request } = await import('node:http')
    const [head, tail] = ['{"query":"{ __', 'typename }"}']
    const held = Array.from({ length: 8 }, () => {
      const length = String(Buffer.byteLength(head + tail))
      const req = request({ host: '127.0.0.1', port: strict.port, path: GRAPHQL_PATH, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': length } })
      req.write(head)
      return {
        req,
        done: new Promise<number>((resolve) =>
          req.on('response', (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          }),
        ),
      }
    })
    const endpoint = `http://127.0.0.1:${strict.port}${GRAPHQL_PATH}`
    const ninth = async (): Promise<number> =>
      (await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })).status
    await expect.poll(ninth, { timeout: 5000 }).toBe(429)
    for (const { req } of held) req.end(tail)
    expect(await Promise.all(held.map((h) => h.done))).toEqual(Array(8).fill(200))
    expect(await ninth()).toBe(200)
  })
})
