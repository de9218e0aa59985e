import { desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, organizations, publications, staffMembers } from '../../server/db/schema'
import { createOrganization } from '../../server/organizations/create-organization'
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE_PX, LOGO_MIN_SIDE_PX } from '../../src/contract/limits'
import { LOGO_UPLOAD_PATH } from '../../src/contract/logo'
import { interpolate, messageText } from '../../src/contract/messages'
import { alice, EDITOR_EMAIL, OWNER_EMAIL, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { freshIp, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let ownerToken: string
let editorToken: string
beforeAll(async () => {
  api = await startTestApi()
  ownerToken = await signInAsStaff(api, OWNER_EMAIL)
  editorToken = await signInAsStaff(api, EDITOR_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

interface UploadOptions {
  token?: string | null
  type?: string
  lang?: string
  org?: string
  origin?: string
  /** Another server on the same database. */
  server?: string
}

interface UploadAnswer {
  logoUrl?: string
  fieldErrors?: { field: string; code: string; message: string }[]
  errors?: { message: string; extensions: { code: string } }[]
}

async function upload(body: BodyInit, options: UploadOptions = {}): Promise<{ status: number; headers: Headers; json: UploadAnswer }> {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'image/png', 'x-forwarded-for': freshIp(), 'x-organization': options.org ?? 'demo' }
  if (options.token !== null) headers.authorization = `Bearer ${options.token ?? ownerToken}`
  if (options.lang) headers['accept-language'] = options.lang
  if (options.origin) headers.origin = options.origin
  const response = await fetch(`${options.server ?? api.url}${LOGO_UPLOAD_PATH}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
  return { status: response.status, headers: response.headers, json: (await response.json()) as UploadAnswer }
}

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(document.cookie)</script></svg>')
const fr = (key: string, values: Record<string, number> = {}) => interpolate(messageText('fr', key) ?? key, values)

async function organizationState() {
  const [org] = await api.db.select({ id: organizations.id, logoUrl: organizations.logoUrl }).from(organizations).where(eq(organizations.slug, 'demo'))
  if (org === undefined) throw new Error('no demo organization')
  const audits = await api.db.select().from(auditEntries).where(eq(auditEntries.orgId, org.id)).orderBy(desc(auditEntries.id))
  const [publication] = await api.db.select({ version: publications.publicVersion }).from(publications).where(eq(publications.orgId, org.id))
  return { logoUrl: org.logoUrl, audits, publicVersion: publication?.version ?? 0 }
}

const ORGANIZATION_LOGO = '{ organization { logoUrl } }'

describe('uploading the organization logo', () => {
  it('an owner uploads a PNG: it is re-encoded, served by hash, shown by the organization query, audited and counted for publishing', async () => {
    // Cached by this server before the upload: the upload must refresh that answer.
    expect(ok(await api.gql<{ organization: { logoUrl: string | null } }>(ORGANIZATION_LOGO)).organization.logoUrl).toBeNull()
    const before = await organizationState()

    const answer = await upload(await image(800, 400).png().toBuffer())
    expect(answer.status).toBe(200)
    const logoUrl = answer.json.logoUrl ?? ''
    expect(logoUrl).toMatch(/^\/logos\/[0-9a-f]{64}\.webp$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')

    expect(ok(await api.gql<{ organization: { logoUrl: string | null } }>(ORGANIZATION_LOGO)).organization.logoUrl).toBe(logoUrl)

    const served = await fetch(`${api.url}${logoUrl}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256])

    const after = await organizationState()
    expect(after.logoUrl).toBe(logoUrl)
    expect(after.publicVersion).toBe(before.publicVersion + 1)
    expect(after.audits).toHaveLength(before.audits.length + 1)
    expect(after.audits[0]).toMatchObject({ kind: 'organization.logo', actorEmail: OWNER_EMAIL, before: null, after: JSON.stringify(logoUrl) })
  })

  it('an editor may upload too; the entry records the logo it replaced, which stays served for the published pages', async () => {
    const before = await organizationState()
    const answer = await upload(await image(300, 300).jpeg().toBuffer(), { token: editorToken, type: 'image/jpeg' })
    expect(answer.status).toBe(200)
    expect(answer.json.logoUrl).not.toBe(before.logoUrl)
    const after = await organizationState()
    expect(after.logoUrl).toBe(answer.json.logoUrl)
    expect(after.audits[0]).toMatchObject({
      kind: 'organization.logo',
      actorEmail: EDITOR_EMAIL,
      before: JSON.stringify(before.logoUrl),
      after: JSON.stringify(answer.json.logoUrl),
    })
    // The prerendered site still shows the replaced logo until the next publish.
    expect((await fetch(`${api.url}${before.logoUrl}`)).status).toBe(200)
  })

  it('gives an absolute URL on the API when the site is elsewhere (PUBLIC_API_URL)', async () => {
    const apart = await api.startAnother({ publicApiUrl: 'https://api.portal.test' })
    const answer = await upload(await image(64, 64).png().toBuffer(), { server: apart.url })
    expect(answer.json.logoUrl).toMatch(/^https:\/\/api\.portal\.test\/logos\/[0-9a-f]{64}\.webp$/)
  })

  it('is refused without a staff session: 401 without a token, 403 for visitor and ambassador tokens', async () => {
    const png = await image(64, 64).png().toBuffer()
    const none = await upload(png, { token: null })
    expect([none.status, none.json.errors?.[0]?.extensions.code]).toEqual([401, 'UNAUTHENTICATED'])
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    const visitor = await upload(png, { token: await visitorToken(api) })
    expect([visitor.status, visitor.json.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN'])
    const ambassador = await upload(png, { token: await signInAs(api, alice.email) })
    expect([ambassador.status, ambassador.json.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN'])
    // A staff session opens only its own organization.
    await createOrganization(api.db, { slug: 'other', name: 'Other School', owner: 'owner@other.example' })
    const elsewhere = await upload(png, { org: 'other' })
    expect([elsewhere.status, elsewhere.json.errors?.[0]?.extensions.code]).toEqual([401, 'UNAUTHENTICATED'])
    const unknown = await upload(png, { org: 'nowhere' })
    expect([unknown.status, unknown.json.errors?.[0]?.extensions.code]).toEqual([404, 'ORGANIZATION_NOT_FOUND'])
  })

  it('refuses SVG (also sent as PNG), oversize, damaged and tiny files, in French under Accept-Language fr, changing nothing', async () => {
    const before = await organizationState()
    const refusals: [BodyInit, UploadOptions, number, string, string][] = [
      [svg, { type: 'image/svg+xml' }, 415, 'LOGO_TYPE', fr('errors.logoType')],
      [svg, { type: 'image/png' }, 415, 'LOGO_TYPE', fr('errors.logoType')],
      [Buffer.alloc(LOGO_MAX_BYTES + 1, 7), {}, 413, 'LOGO_TOO_LARGE', fr('errors.logoTooLarge', { maxKb: LOGO_MAX_BYTES / 1024 })],
      [(await image(900, 900).png().toBuffer()).subarray(0, 300), {}, 422, 'LOGO_UNREADABLE', fr('errors.logoUnreadable')],
      [await image(20, 200).webp().toBuffer(), { type: 'image/webp' }, 422, 'LOGO_DIMENSIONS', fr('errors.logoDimensions', { min: LOGO_MIN_SIDE_PX, max: LOGO_MAX_SIDE_PX })],
    ]
    for (const [body, options, status, code, message] of refusals) {
      const answer = await upload(body, { lang: 'fr-FR,fr;q=0.9', ...options })
      expect([answer.status, answer.json.fieldErrors], code).toEqual([status, [expect.objectContaining({ field: 'logo', code, message })]])
    }
    expect(fr('errors.logoTooLarge', { maxKb: LOGO_MAX_BYTES / 1024 })).toContain(`${LOGO_MAX_BYTES / 1024} Ko`)
    const english = await upload(svg, { type: 'image/svg+xml' })
    expect(english.json.fieldErrors?.[0]?.message).toBe(messageText('en', 'errors.logoType'))
    const after = await organizationState()
    expect([after.logoUrl, after.audits.length, after.publicVersion]).toEqual([before.logoUrl, before.audits.length, before.publicVersion])
  })

  it('stops reading a body that grows past the limit without announcing its length', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(1)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit: the server must answer without waiting for the end.
        if (sent >= 64 * LOGO_MAX_BYTES) controller.close()
        else controller.enqueue(chunk)
        sent += chunk.length
      },
    })
    const answer = await upload(stream, { lang: 'fr' })
    expect([answer.status, answer.json.fieldErrors?.[0]?.code]).toEqual([413, 'LOGO_TOO_LARGE'])
  })

  it('applies the API origin rules and answers preflights', async () => {
    const foreign = await upload(await image(64, 64).png().toBuffer(), { origin: 'https://evil.example' })
    expect([foreign.status, foreign.json.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN_ORIGIN'])
    const preflight = await fetch(`${api.url}${LOGO_UPLOAD_PATH}`, { method: 'OPTIONS', headers: { origin: 'http://portal.test', 'access-control-request-method': 'POST' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://portal.test')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization.*x-organization/)
    const get = await fetch(`${api.url}${LOGO_UPLOAD_PATH}`)
    expect(get.status).toBe(405)
  })

  it('limits uploads per staff member', async () => {
    const [demo] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
    await api.db.insert(staffMembers).values({ orgId: demo?.id ?? '', email: 'busy@demo.test', role: 'editor' })
    const busy = { token: await signInAsStaff(api, 'busy@demo.test') }
    // Refused for their type, after the limit has counted them: no image is decoded.
    for (let i = 0; i < 20; i++) expect((await upload('x', { token: busy.token, type: 'text/plain' })).status).toBe(415)
    const limited = await upload('x', { token: busy.token, type: 'text/plain' })
    expect([limited.status, limited.json.errors?.[0]?.extensions.code]).toEqual([429, 'RATE_LIMITED'])
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('serving logos', () => {
  it('answers 404 for unknown or malformed names, without caching', async () => {
    for (const path of [`/logos/${'0'.repeat(64)}.webp`, '/logos/%2E%2E%2Fgql%2Fpublic', '/logos/abc.webp', `/logos/${'a'.repeat(64)}.png`]) {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('answers a revalidation with 304 (the name is the content)', async () => {
    const { logoUrl } = (await upload(await image(48, 48).png().toBuffer())).json
    const first = await fetch(`${api.url}${logoUrl ?? ''}`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/)
    expect((await fetch(`${api.url}${logoUrl ?? ''}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })
})
