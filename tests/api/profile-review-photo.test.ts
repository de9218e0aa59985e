/**
 * Issue 32, item 3, the photo: with profile review on, an active ambassador's
 * new photo waits with the revision — the public card keeps the approved one,
 * whose files stay stored however many photos are sent meanwhile — and is
 * public once staff approve.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadorPhotos, ambassadors } from '../../server/db/schema'
import { UPLOAD_CSRF_HEADER } from '../../src/contract/graphql-endpoint'
import { bruno, EDITOR_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { freshIp, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
const tokens = { bruno: '', editor: '' }
beforeAll(async () => {
  api = await startTestApi()
  tokens.bruno = await signInAs(api, bruno.email)
  tokens.editor = await signInAsStaff(api, EDITOR_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

const UPLOAD = 'mutation($file: File!) { uploadPhoto(file: $file) { me { ambassador { photoUrl } pendingProfileChange { changes { field after } } } fieldErrors { code } } }'
type Uploaded = { uploadPhoto: { me: { ambassador: { photoUrl: string | null }; pendingProfileChange: { changes: { field: string; after: string }[] } | null } } }

/** A photo of one colour, sent as the profile editor sends it (multipart). */
async function uploadPhoto(red: number): Promise<Uploaded['uploadPhoto']['me']> {
  const bytes = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }))
  form.set('map', JSON.stringify({ 0: ['variables.file'] }))
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg')
  const headers = { 'x-forwarded-for': freshIp(), 'x-organization': 'demo', [UPLOAD_CSRF_HEADER]: '1', authorization: `Bearer ${tokens.bruno}` }
  const response = await fetch(`${api.url}/gql/public`, { method: 'POST', headers, body: form })
  return ((await response.json()) as { data: Uploaded }).data.uploadPhoto.me
}

const publicPhoto = async () =>
  ok(await api.gql<{ ambassador: { photoUrl: string | null } }>('query($id: ID!) { ambassador(id: $id) { photoUrl } }', { id: bruno.id })).ambassador.photoUrl

const approveAll = async () => {
  const queue = ok(await api.gql<{ pendingProfileRevisions: { nodes: { id: string }[] } }>('{ pendingProfileRevisions { nodes { id } } }', {}, { token: tokens.editor }))
  for (const { id } of queue.pendingProfileRevisions.nodes)
    ok(await api.gql('mutation($id: ID!) { approveProfileRevision(revisionId: $id) { status } }', { id }, { token: tokens.editor }))
}

describe('a new photo under review', () => {
  it('waits with the revision, keeps the approved one public and stored, and is public once approved', async () => {
    const first = await uploadPhoto(10)
    const pendingFirst = first.pendingProfileChange?.changes.find((c) => c.field === 'photo')?.after ?? ''
    expect(pendingFirst).toMatch(/^\/photos\/[0-9a-f]{64}$/)
    expect(first.ambassador.photoUrl).toBe(await publicPhoto())
    expect(await publicPhoto()).not.toBe(pendingFirst)
    await approveAll()
    expect(await publicPhoto()).toBe(pendingFirst)

    // Three more while each waits: the approved photo's files stay, the newest is what waits.
    for (const red of [60, 120]) await uploadPhoto(red)
    const last = await uploadPhoto(200)
    const pendingLast = last.pendingProfileChange?.changes.find((c) => c.field === 'photo')?.after ?? ''
    expect(await publicPhoto()).toBe(pendingFirst)
    expect((await fetch(`${api.url}${pendingFirst}-96.webp`)).status).toBe(200)
    const hashes = new Set((await api.db.select({ hash: ambassadorPhotos.hash }).from(ambassadorPhotos).where(eq(ambassadorPhotos.ambassadorId, bruno.id))).map((r) => r.hash))
    expect(hashes).toContain(pendingFirst.slice('/photos/'.length))
    expect(hashes).toContain(pendingLast.slice('/photos/'.length))
    expect(hashes.size).toBe(3)

    await approveAll()
    expect(await publicPhoto()).toBe(pendingLast)
    const [row] = await api.db.select({ photoUrl: ambassadors.photoUrl }).from(ambassadors).where(eq(ambassadors.id, bruno.id))
    expect(row?.photoUrl).toBe(pendingLast)
  })
})
