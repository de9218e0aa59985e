import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { questionInput, ASK, signInAs, visitorToken, bruno } from './helpers/fixtures'
import { errorCode, freshIp, gqlRequest, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(api.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers }, body })

describe('query limits (graphql-armor)', () => {
  it('refuses deep queries', async () => {
    const deep = `{ communities { ambassadors { communities { ambassadors { communities { ambassadors { communities { ambassadors { communities { ambassadors { id } } } } } } } } } } }`
    const r = await api.gql(deep)
    expect(r.errors?.[0]?.message).toMatch(/depth/i)
    expect(r.data ?? null).toBeNull()
  })
  it('refuses alias floods', async () => {
    const flood = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: organization { slug }`).join(' ')} }`
    expect((await api.gql(flood)).errors?.[0]?.message).toMatch(/aliases/i)
  })
  it('refuses over-costly and over-long documents', async () => {
    const costly = `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: ambassadors(first: 100) { nodes { communities { ambassadors(first: 100) { communities { slug } } } } }`).join(' ')} }`
    expect((await api.gql(costly)).errors?.length).toBeGreaterThan(0)
    const long = `{ organization { ${'slug '.repeat(3000)} } }`
    expect((await api.gql(long)).errors?.[0]?.message).toMatch(/token/i)
  })
})

describe('HTTP hardening', () => {
  it('answers 413 to a body over 100 KB, before parsing it', async () => {
    const big = JSON.stringify({ query: '{ organization { slug } }', variables: { pad: 'x'.repeat(110 * 1024) } })
    const r = await post(big)
    expect(r.status).toBe(413)
    expect(((await r.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE')
  })
  it('GET runs queries but never mutations', async () => {
    const q = await fetch(`${api.endpoint}?query=${encodeURIComponent('{ organization { slug } }')}`)
    expect(q.status).toBe(200)
    const m = await fetch(`${api.endpoint}?query=${encodeURIComponent('mutation { startVisitorSession { token } }')}`)
    expect(m.status).toBe(405)
    expect(JSON.stringify(await m.json())).not.toContain('vs_')
  })
  it('masks unexpected errors: no stack, no SQL', async () => {
    const r = await api.gql('{ ambassadors(filter: { text: "a\\u0000b" }) { totalCount } }')
    expect(r.errors?.[0]?.message).toBe('Unexpected error.')
    const text = JSON.stringify(r)
    expect(text).not.toMatch(/select|ambassadors"\.|stack|at \w+ \(|0x00|invalid byte/i)
  })
  it('sends security headers on API responses', async () => {
    const r = await post(JSON.stringify({ query: '{ organization { slug } }' }))
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('referrer-policy')).toBe('no-referrer')
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
  it('CORS: allowed origins get headers and preflights; others are refused with 403', async () => {
    const allowed = await post(JSON.stringify({ query: '{ organization { slug } }' }), { origin: 'http://localhost:4173' })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    const preflight = await fetch(api.endpoint, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization, x-organization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const evil = await post(JSON.stringify({ query: 'mutation { startVisitorSession { token } }' }), { origin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    const own = await post(JSON.stringify({ query: '{ organization { slug } }' }), { origin: new URL(api.env.publicUrl).origin })
    expect(own.status).toBe(200)
  })
  it("ALLOWED_ORIGINS replaces PUBLIC_URL's origin as the portal's own; embed origins still count for their organization only", async () => {
    const strict = await api.startAnother({ allowedOrigins: ['https://portal.example'] })
    const url = `http://127.0.0.1:${strict.port}${GRAPHQL_PATH}`
    const call = (origin: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ query: '{ __typename }' }),
      })
    const publicOrigin = await call(new URL(api.env.publicUrl).origin)
    expect(publicOrigin.status).toBe(403)
    expect((await call('https://portal.example')).headers.get('access-control-allow-origin')).toBe('https://portal.example')
    // The demo organization's own embed origin, for the demo organization (the default).
    expect((await call('http://localhost:4173')).headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
  })
  it('introspection works in development/test and is off in production', async () => {
    expect(ok(await api.gql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }')).__schema.queryType.name).toBe('Query')
    const production = await api.startAnother({ nodeEnv: 'production' })
    const r = await gqlRequest(`http://127.0.0.1:${production.port}${GRAPHQL_PATH}`, '{ __schema { types { name } } }')
    expect(r.errors?.[0]?.message).toMatch(/introspection/i)
    expect(r.data ?? null).toBeNull()
    const normal = await gqlRequest<{ organization: { slug: string } }>(`http://127.0.0.1:${production.port}${GRAPHQL_PATH}`, '{ organization { slug } }')
    expect(ok(normal).organization.slug).toBe('demo')
  })
})

describe('rate limits', () => {
  it('limits creating mutations per IP (RATE_LIMITED), other IPs unaffected', async () => {
    const ip = freshIp()
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 32; i++) codes.push(errorCode(await api.gql(ASK, { input: questionInput() }, { ip })))
    expect(codes.slice(0, 30).every((c) => c === undefined)).toBe(true)
    expect(codes.slice(30)).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
    expect(errorCode(await api.gql(ASK, { input: questionInput() }, { ip: freshIp() }))).toBeUndefined()
  })
  it('limits creating mutations per visitor session, whatever the IP', async () => {
    const token = ok(await api.gql<{ startVisitorSession: { token: string } }>('mutation { startVisitorSession { token } }')).startVisitorSession.token
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 11; i++) codes.push(errorCode(await api.gql(ASK, { input: questionInput() }, { token, ip: freshIp() })))
    expect(codes.slice(0, 10).every((c) => c === undefined)).toBe(true)
    expect(codes[10]).toBe('RATE_LIMITED')
  })
})

// What an attacker's own HTTP client gets from the API (these probes ran in
// the browser suite, tests/e2e/quality/security.spec.ts, through Playwright's
// request client: no page was involved).
describe("probes with tokens that are not the caller's", () => {
  const THREAD = 'query T($id: ID!, $token: String) { thread(id: $id, token: $token) { id body } }'
  it("a thread asked with no token, a token cut short or not a token at all: FORBIDDEN and nothing of it; its owner's link works", async () => {
    const asked = ok(
      await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(ASK, { input: questionInput() }, { token: await visitorToken(api) }),
    ).askQuestion
    const id = asked.thread.id
    expect(ok(await api.gql<{ thread: { id: string } }>(THREAD, { id, token: asked.threadToken })).thread.id).toBe(id)
    const stranger = await visitorToken(api)
    for (const token of [undefined, `${asked.threadToken.slice(0, -4)}AAAA`, 'not-a-token']) {
      const r = await api.gql<{ thread: unknown }>(THREAD, { id, token }, { token: stranger })
      expect(r.data?.thread ?? null, `token ${token}`).toBeNull()
      expect(errorCode(r), `token ${token}`).toBe('FORBIDDEN')
    }
  })
  it('a bearer that is no session (made up, 64 characters, none at all) and a signed-out session: UNAUTHENTICATED', async () => {
    for (const bearer of ['forged-token', 'a'.repeat(64)]) expect(errorCode(await api.gql('{ me { email } }', {}, { token: bearer })), bearer).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql('{ me { email } }'))).toBe('UNAUTHENTICATED')
    const token = await signInAs(api, bruno.email)
    expect((await api.gql('{ me { email } }', {}, { token })).errors).toBeUndefined()
    ok(await api.gql('mutation { signOut }', {}, { token }))
    expect(errorCode(await api.gql('{ me { email } }', {}, { token }))).toBe('UNAUTHENTICATED')
  })
  it('a manage token that is not one shows no meeting', async () => {
    const r = ok(await api.gql<{ managedMeeting: unknown }>('query M($t: String!) { managedMeeting(token: $t) { id } }', { t: 'forged-manage-token' }))
    expect(r.managedMeeting).toBeNull()
  })
  it('a 2 MB body, a 20-level query and 200 aliases are refused with errors that name no internals', async () => {
    expect((await post(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2_000_000) } }))).status).toBe(413)
    let deep = 'id'
    for (let i = 0; i < 20; i++) deep = `communities { ambassadors { ${deep} } }`
    const depth = await api.gql(`{ ${deep} }`)
    expect(depth.data ?? null).toBeNull()
    expect(depth.errors?.[0]?.message).toMatch(/depth|cost/i)
    const flood = await api.gql(`{ ${Array.from({ length: 200 }, (_, i) => `a${i}: organization { slug }`).join(' ')} }`)
    expect(flood.data ?? null).toBeNull()
    expect(flood.errors?.[0]?.message).toMatch(/alias/i)
    for (const result of [depth, flood]) expect(JSON.stringify(result)).not.toMatch(/\bat \w+ \(|node_modules|SELECT /)
  })
})
