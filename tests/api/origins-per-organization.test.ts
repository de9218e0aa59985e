/**
 * Issue 32 (security finding): the allowed origins were the union of every
 * organization's embed origins, so organization B's site could call
 * organization A's API and frame A's /iframe. Now a request for an
 * organization (X-Organization, else DEFAULT_ORGANIZATION) admits only the
 * portal's own origins and that organization's embed origins, and the
 * served site's /iframe may be framed only by its own organization's.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/app'
import { organizations } from '../../server/db/schema'
import { EXPORTS_PATH_PREFIX } from '../../server/http/exports-route'
import { createOrganization } from '../../server/organizations/create-organization'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { OWNER_EMAIL, signInAsStaff } from './helpers/fixtures'
import { gqlRequest, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

const A_ORIGIN = 'https://a-school.example'
const B_ORIGIN = 'https://b-school.example'
const NOBODY = 'https://nobody.example'

let api: TestApi
/**
 * Started once both organizations are set up (an instance reads the origins
 * when it starts): the API and a small built site, whose organization is
 * DEFAULT_ORGANIZATION (demo).
 */
let site: RunningServer
const endpoint = (): string => `${site.url}${GRAPHQL_PATH}`

/** A `dist` with the embeddable page and a page that is not. */
function builtSite(): string {
  const distDir = join(mkdtempSync(join(tmpdir(), 'origins-test-')), 'dist')
  for (const [path, content] of [
    ['client/index.html', '<!doctype html><title>Home</title>'],
    ['client/iframe/index.html', '<!doctype html><title>Embed</title>'],
    ['client/fr/iframe/index.html', '<!doctype html><title>Intégration</title>'],
    ['client/404.html', '<!doctype html><title>Not found</title>'],
    ['server/entry.mjs', 'export {}'],
  ] as const) {
    mkdirSync(dirname(join(distDir, path)), { recursive: true })
    writeFileSync(join(distDir, path), content)
  }
  return distDir
}

beforeAll(async () => {
  api = await startTestApi()
  // A = demo (the default organization), B = another organization with its own embedding site.
  await api.db
    .update(organizations)
    .set({ allowedEmbedOrigins: [A_ORIGIN] })
    .where(eq(organizations.slug, 'demo'))
  const b = await createOrganization(api.db, { slug: 'b-school', name: 'B School', owner: 'owner@b-school.example' })
  await api.db
    .update(organizations)
    .set({ allowedEmbedOrigins: [B_ORIGIN] })
    .where(eq(organizations.id, b.id))
  api.server.services.orgs.clear()
  site = await api.startAnother({}, { apiOnly: false, distDir: builtSite(), autoPublish: false })
})
afterAll(async () => {
  await api?.close()
})

const post = (origin: string, organization?: string): Promise<Response> =>
  fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(organization === undefined ? {} : { 'x-organization': organization }) },
    body: JSON.stringify({ query: '{ organization { slug } }' }),
  })

const preflight = (origin: string, requestHeaders: string): Promise<Response> =>
  fetch(endpoint(), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': requestHeaders } })

const varyOf = (response: Response): string[] => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase())

const frameAncestorsOf = (response: Response): string[] => /(?:^|; )frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? []

describe('CORS per organization', () => {
  it("refuses B's origin on A's API (named or by default), with no CORS allowance", async () => {
    for (const response of [await post(B_ORIGIN, 'demo'), await post(B_ORIGIN)]) {
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('FORBIDDEN_ORIGIN')
    }
    // …and A's origin on B's API.
    expect((await post(A_ORIGIN, 'b-school')).status).toBe(403)
  })

  it("admits each organization's own origins, and the portal's own origin for every organization", async () => {
    for (const [origin, organization] of [
      [A_ORIGIN, 'demo'],
      [A_ORIGIN, undefined],
      [B_ORIGIN, 'b-school'],
      [new URL(api.env.publicUrl).origin, 'demo'],
      [new URL(api.env.publicUrl).origin, 'b-school'],
    ] as const) {
      const response = await post(origin, organization)
      expect(response.status, `${origin} → ${organization ?? 'default'}`).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      const body = (await response.json()) as { data?: { organization?: { slug: string } } }
      expect(body.data?.organization?.slug).toBe(organization ?? 'demo')
    }
  })

  it('says the answer depends on the organization too (Vary), allowed or refused', async () => {
    for (const response of [await post(A_ORIGIN, 'demo'), await post(B_ORIGIN, 'demo')]) {
      expect(varyOf(response)).toEqual(expect.arrayContaining(['origin', 'x-organization']))
    }
  })

  it("preflight: B's origin gets no allowance for A's API when the request names no organization (the default, A)", async () => {
    const refused = await preflight(B_ORIGIN, 'content-type')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    const allowed = await preflight(A_ORIGIN, 'content-type')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(A_ORIGIN)
    expect(varyOf(allowed)).toEqual(expect.arrayContaining(['origin', 'x-organization', 'access-control-request-headers']))
  })

  it('preflight naming an organization (whose slug it cannot carry): an origin of no organization is refused; the request itself decides', async () => {
    const nobody = await preflight(NOBODY, 'content-type, x-organization')
    expect(nobody.status).toBe(403)
    expect(nobody.headers.get('access-control-allow-origin')).toBeNull()
    // B's origin may call B's API, so its preflight passes…
    expect((await preflight(B_ORIGIN, 'content-type, x-organization')).status).toBe(204)
    // …and the request that follows, for A, is refused before anything runs.
    expect((await post(B_ORIGIN, 'demo')).status).toBe(403)
  })

  it("the staff CSV exports check the requested organization's origins too", async () => {
    const response = await fetch(`${site.url}${EXPORTS_PATH_PREFIX}questions.csv`, { headers: { origin: B_ORIGIN, 'x-organization': 'demo' } })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('a staff change of the embed origins applies at once on that instance, to that organization only', async () => {
    const owner = await signInAsStaff(api, OWNER_EMAIL)
    const NEW_ORIGIN = 'https://new-a.example'
    const updated = await gqlRequest<{ updateOrganization: { fieldErrors: unknown[] } }>(
      endpoint(),
      'mutation($input: OrganizationSettingsInput!, $k: String!) { updateOrganization(input: $input, idempotencyKey: $k) { fieldErrors { field } } }',
      { input: { allowedEmbedOrigins: [A_ORIGIN, NEW_ORIGIN] }, k: idempotencyKey() },
      { token: owner },
    )
    expect(ok(updated).updateOrganization.fieldErrors).toEqual([])
    expect((await post(NEW_ORIGIN, 'demo')).headers.get('access-control-allow-origin')).toBe(NEW_ORIGIN)
    expect((await post(NEW_ORIGIN, 'b-school')).status).toBe(403)
    // The site's framing rule follows as soon as this instance has re-read its organization.
    await expect.poll(async () => frameAncestorsOf(await fetch(`${site.url}/iframe`))).toContain(NEW_ORIGIN)
  })
})

describe('framing /iframe per organization', () => {
  it("the served site's /iframe may be framed by its own organization's origins only", async () => {
    for (const path of ['/iframe', '/fr/iframe/']) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(200)
      const ancestors = frameAncestorsOf(response)
      expect(ancestors, path).toContain(A_ORIGIN)
      expect(ancestors, path).toContain(new URL(api.env.publicUrl).origin)
      expect(ancestors, path).not.toContain(B_ORIGIN)
    }
    expect(frameAncestorsOf(await fetch(`${site.url}/`))).toEqual(["'none'"])
  })

  it("a site of organization B (DEFAULT_ORGANIZATION=b-school) is framed by B's origins, not A's", async () => {
    const bSite = await api.startAnother({ defaultOrganization: 'b-school' }, { apiOnly: false, distDir: builtSite(), autoPublish: false })
    const ancestors = frameAncestorsOf(await fetch(`${bSite.url}/iframe`))
    expect(ancestors).toContain(B_ORIGIN)
    expect(ancestors).not.toContain(A_ORIGIN)
  })
})
