import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadorPhotos, ambassadors, organizations, publications } from '../../server/db/schema'
import { BODY_LIMIT_BYTES } from '../../server/http/body'
import { UPLOAD_BODY_LIMIT_BYTES } from '../../server/http/multipart'
import { UPLOAD_CSRF_HEADER } from '../../src/contract/graphql-endpoint'
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX, PHOTO_MIN_SIDE_PX } from '../../src/contract/limits'
import { interpolate, messageText } from '../../src/contract/messages'
import { PHOTO_SIZES_PX, photoFileUrl } from '../../src/contract/photo'
import { alice, bruno, OWNER_EMAIL, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { freshIp, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken: string
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
  // This file is about the photo itself: the organization publishes profile changes at once (review: profile-review.test.ts).
  await api.db.update(organizations).set({ requireProfileApproval: false })
})
afterAll(async () => {
  await api?.close()
})

const UPLOAD = `mutation UploadPhoto($file: File!) {
  uploadPhoto(file: $file) { me { ambassador { id photoUrl } } fieldErrors { field code message } }
}`

interface UploadAnswer {
  data?: { uploadPhoto: { me: { ambassador: { id: string; photoUrl: string | null } } | null; fieldErrors: { field: string; code: string; message: string }[] } } | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

interface UploadOptions {
  token?: string | null
  lang?: string
  origin?: string
  csrf?: boolean
  query?: string
  server?: string
}

/** A multipart request as the profile editor sends it (the GraphQL multipart request spec). */
async function upload(file: Blob, name: string, options: UploadOptions = {}): Promise<{ status: number; json: UploadAnswer }> {
  const form = new FormData()
  form.set('operations', JSON.stringify({ query: options.query ?? UPLOAD, variables: { file: null } }))
  form.set('map', JSON.stringify({ 0: ['variables.file'] }))
  form.set('0', file, name)
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), 'x-organization': 'demo' }
  if (options.csrf !== false) headers[UPLOAD_CSRF_HEADER] = '1'
  const token = options.token === undefined ? aliceToken : options.token
  if (token !== null) headers.authorization = `Bearer ${token}`
  if (options.lang) headers['accept-language'] = options.lang
  if (options.origin) headers.origin = options.origin
  const response = await fetch(`${options.server ?? api.url}/gql/public`, { method: 'POST', headers, body: form })
  return { status: response.status, json: (await response.json()) as UploadAnswer }
}

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
const jpegWithGps = () =>
  canvas(1200, 900)
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'secret-artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' } } })
    .toBuffer()
const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type })
const fr = (key: string, values: Record<string, number> = {}) => interpolate(messageText('fr', key) ?? key, values)

async function state(ambassadorId: string) {
  const [row] = await api.db.select({ photoUrl: ambassadors.photoUrl }).from(ambassadors).where(eq(ambassadors.id, ambassadorId))
  const photos = await api.db.select({ hash: ambassadorPhotos.hash, size: ambassadorPhotos.size }).from(ambassadorPhotos).where(eq(ambassadorPhotos.ambassadorId, ambassadorId))
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
  const [publication] = await api.db
    .select({ version: publications.publicVersion })
    .from(publications)
    .where(eq(publications.orgId, org?.id ?? ''))
  return { photoUrl: row?.photoUrl ?? null, hashes: [...new Set(photos.map((p) => p.hash))], rows: photos.length, publicVersion: publication?.version ?? 0 }
}

describe('uploadPhoto (multipart)', () => {
  it('an ambassador uploads a JPEG carrying GPS tags: three WebP squares without metadata, served by hash, on the public profile', async () => {
    const before = await state(alice.id)
    const answer = await upload(blob(await jpegWithGps(), 'image/jpeg'), 'me.jpg')
    expect(answer.status).toBe(200)
    expect(answer.json.errors).toBeUndefined()
    const result = answer.json.data?.uploadPhoto
    expect(result?.fieldErrors).toEqual([])
    const photoUrl = result?.me?.ambassador.photoUrl ?? ''
    expect(photoUrl).toMatch(/^\/photos\/[0-9a-f]{64}$/)

    for (const size of PHOTO_SIZES_PX) {
      const served = await fetch(`${api.url}${photoFileUrl(photoUrl, size)}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      const bytes = Buffer.from(await served.arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual(['webp', size, size, undefined, undefined, undefined])
      expect(bytes.includes('secret-artist')).toBe(false)
    }

    const visitor = ok(await api.gql<{ ambassador: { photoUrl: string | null } }>('query($id: ID!) { ambassador(id: $id) { photoUrl } }', { id: alice.id }))
    expect(visitor.ambassador.photoUrl).toBe(photoUrl)
    const after = await state(alice.id)
    expect([after.photoUrl, after.rows, after.publicVersion]).toEqual([photoUrl, 3, before.publicVersion + 1])
  })

  it('keeps the current and the previous photo (published pages may show it), no older one', async () => {
    const urls: string[] = []
    for (const colour of [10, 90, 170]) {
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: colour, g: 40, b: 40 } } })
        .png()
        .toBuffer()
      const answer = await upload(blob(png, 'image/png'), 'me.png', { token: await signInAs(api, bruno.email) })
      urls.push(answer.json.data?.uploadPhoto.me?.ambassador.photoUrl ?? '')
    }
    const after = await state(bruno.id)
    expect(after.photoUrl).toBe(urls[2])
    expect(after.hashes.sort()).toEqual(
      urls
        .slice(1)
        .map((url) => url.slice('/photos/'.length))
        .sort(),
    )
    expect(after.rows).toBe(6)
    expect((await fetch(`${api.url}${photoFileUrl(urls[0] ?? '', 96)}`)).status).toBe(404)
    expect((await fetch(`${api.url}${photoFileUrl(urls[1] ?? '', 96)}`)).status).toBe(200)
  })

  it('refuses other types, oversize, damaged and tiny files with French messages, changing nothing', async () => {
    const before = await state(alice.id)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>')
    const refusals: [Blob, string, string][] = [
      [blob(await canvas(200, 200).gif().toBuffer(), 'image/gif'), 'PHOTO_TYPE', fr('errors.photoType')],
      [blob(svg, 'image/png'), 'PHOTO_TYPE', fr('errors.photoType')],
      [blob(new Uint8Array(PHOTO_MAX_BYTES + 1).fill(7), 'image/jpeg'), 'PHOTO_TOO_LARGE', fr('errors.photoTooLarge', { maxMb: PHOTO_MAX_BYTES / 1024 / 1024 })],
      [blob((await canvas(900, 900).jpeg().toBuffer()).subarray(0, 400), 'image/jpeg'), 'PHOTO_UNREADABLE', fr('errors.photoUnreadable')],
      [
        blob(
          await canvas(PHOTO_MIN_SIDE_PX - 1, 300)
            .webp()
            .toBuffer(),
          'image/webp',
        ),
        'PHOTO_DIMENSIONS',
        fr('errors.photoDimensions', { min: PHOTO_MIN_SIDE_PX, max: PHOTO_MAX_SIDE_PX }),
      ],
    ]
    for (const [file, code, message] of refusals) {
      const answer = await upload(file, 'photo', { lang: 'fr-CA,fr;q=0.9' })
      expect(answer.json.data?.uploadPhoto, code).toEqual({ me: null, fieldErrors: [{ field: 'file', code, message }] })
    }
    expect(fr('errors.photoTooLarge', { maxMb: 5 })).toContain('5 Mo')
    expect(await state(alice.id)).toEqual(before)
  })

  it('stops at 413 beyond the file limit plus the form, while JSON bodies keep their 100 KB', async () => {
    const huge = await upload(blob(new Uint8Array(UPLOAD_BODY_LIMIT_BYTES + 1), 'image/jpeg'), 'huge.jpg')
    expect([huge.status, huge.json.errors?.[0]?.extensions?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE'])
    const json = await fetch(api.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
    })
    expect(json.status).toBe(413)
  })

  it('is for signed-in ambassadors: UNAUTHENTICATED without a session or with a visitor one, FORBIDDEN for staff', async () => {
    const png = blob(await canvas(200, 200).png().toBuffer(), 'image/png')
    expect((await upload(png, 'a.png', { token: null })).json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect((await upload(png, 'a.png', { token: await visitorToken(api) })).json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect((await upload(png, 'a.png', { token: await signInAsStaff(api, OWNER_EMAIL) })).json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
  })

  it('keeps multipart to uploads: the CSRF header, the origin rules, and no other operation', async () => {
    const png = blob(await canvas(200, 200).png().toBuffer(), 'image/png')
    const noHeader = await upload(png, 'a.png', { csrf: false })
    expect([noHeader.status, noHeader.json.errors?.[0]?.extensions?.code]).toEqual([400, 'BAD_REQUEST'])
    const foreign = await upload(png, 'a.png', { origin: 'https://evil.example' })
    expect([foreign.status, foreign.json.errors?.[0]?.extensions?.code]).toEqual([403, 'FORBIDDEN_ORIGIN'])
    for (const query of ['mutation { signOut }', '{ organization { name } }', `mutation($file: File!) { uploadPhoto(file: $file) { fieldErrors { code } } signOut }`]) {
      const other = await upload(png, 'a.png', { query })
      expect(other.json.errors?.[0]?.extensions?.code, query).toBe('BAD_REQUEST')
    }
    const preflight = await fetch(api.endpoint, { method: 'OPTIONS', headers: { origin: 'http://portal.test', 'access-control-request-method': 'POST' } })
    expect(preflight.headers.get('access-control-allow-headers')).toContain(UPLOAD_CSRF_HEADER)
  })

  it('gives photo URLs on the API when the site is elsewhere (PUBLIC_API_URL)', async () => {
    const apart = await api.startAnother({ publicApiUrl: 'https://api.portal.test' })
    const data = ok(await api.gql<{ ambassador: { photoUrl: string | null } }>('query($id: ID!) { ambassador(id: $id) { photoUrl } }', { id: alice.id }))
    const answer = await fetch(`${apart.url}/gql/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ query: 'query($id: ID!) { ambassador(id: $id) { photoUrl } }', variables: { id: alice.id } }),
    })
    const json = (await answer.json()) as { data: { ambassador: { photoUrl: string } } }
    expect(json.data.ambassador.photoUrl).toBe(`https://api.portal.test${data.ambassador.photoUrl ?? ''}`)
  })
})

describe('serving photos', () => {
  it('answers 404 for unknown hashes, sizes not stored and other names, without caching', async () => {
    const [row] = await api.db.select({ hash: ambassadorPhotos.hash }).from(ambassadorPhotos).limit(1)
    const known = row?.hash ?? ''
    for (const path of [`/photos/${'0'.repeat(64)}-96.webp`, `/photos/${known}-100.webp`, `/photos/${known}.webp`, `/photos/${known}-96.png`, '/photos/%2E%2E%2Fgql%2Fpublic']) {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    expect((await fetch(`${api.url}/photos/${known}-96.webp`)).status).toBe(200)
    expect((await fetch(`${api.url}/photos/${known}-96.webp`, { method: 'DELETE' })).status).toBe(405)
  })
})
