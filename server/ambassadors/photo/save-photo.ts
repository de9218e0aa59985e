/**
 * Stores a processed photo as the ambassador's and points `photo_url` at it,
 * in one transaction with the public-change count (the prerendered cards show
 * the old photo until the next publish) — or, when the organization reviews
 * profile changes (issue 32), files it in the pending revision and leaves
 * `photo_url` alone until staff approve. Two photos are kept: the newest and
 * the one before, which a published page may still show; the approved one is
 * kept too while newer ones wait.
 */
import { and, desc, eq, max, ne, notInArray, sql } from 'drizzle-orm'
import { PHOTOS_PATH_PREFIX } from '../../../src/contract/photo-files'
import { ambassadorPhotos, ambassadors } from '../../db/schema'
import type { Db, Tx } from '../../db/client'
import type { AmbassadorRow } from '../../db/rows'
import type { ProcessedPhoto } from './process-photo'

/** Photos kept per ambassador: the current one and the previous one. */
export const PHOTO_HISTORY = 2

/** What `ambassadors.photo_url` holds: the origin-free base the sizes derive from (src/contract/photo.ts). */
export const storedPhotoBase = (hash: string): string => `${PHOTOS_PATH_PREFIX}${hash}`

/**
 * Where browsers load the photo through the API: on PUBLIC_API_URL when the
 * site is elsewhere (a CDN), else root-relative, like the logo (decision 072).
 */
export const photoUrlFor = (stored: string | null, publicApiUrl: string | null): string | null => (stored === null ? null : `${publicApiUrl ?? ''}${stored}`)

/**
 * Makes a stored photo the ambassador's (`photo_url`), or files it for review:
 * the profile-review domain decides (server/profile-review/revisions.ts).
 * `row` is locked; `base` is the stored photo's `photo_url` value.
 */
export type UsePhoto = (tx: Tx, row: AmbassadorRow, base: string) => Promise<void>

export async function savePhoto(
  db: Db,
  input: { readonly orgId: string; readonly ambassadorId: string; readonly photo: ProcessedPhoto; readonly usePhoto: UsePhoto },
): Promise<void> {
  const { orgId, ambassadorId, photo } = input
  await db.transaction(async (tx) => {
    // Locked, so two uploads racing keep a consistent history and photo_url.
    const [current] = await tx
      .select()
      .from(ambassadors)
      .where(and(eq(ambassadors.id, ambassadorId), eq(ambassadors.orgId, orgId)))
      .for('update')
    if (current === undefined) throw new Error('the signed-in ambassador vanished')
    await tx
      .insert(ambassadorPhotos)
      .values(photo.files.map((file) => ({ ambassadorId, hash: photo.hash, size: file.size, image: file.image, bytes: file.image.length })))
      .onConflictDoUpdate({ target: [ambassadorPhotos.ambassadorId, ambassadorPhotos.hash, ambassadorPhotos.size], set: { createdAt: sql`now()` } })
    const kept = tx
      .select({ hash: ambassadorPhotos.hash })
      .from(ambassadorPhotos)
      .where(eq(ambassadorPhotos.ambassadorId, ambassadorId))
      .groupBy(ambassadorPhotos.hash)
      .orderBy(desc(max(ambassadorPhotos.createdAt)))
      .limit(PHOTO_HISTORY)
    // The approved photo stays whatever waits for review: the public pages show it.
    const approvedHash = current.photoUrl?.startsWith(PHOTOS_PATH_PREFIX) === true ? current.photoUrl.slice(PHOTOS_PATH_PREFIX.length) : ''
    await tx.delete(ambassadorPhotos).where(and(eq(ambassadorPhotos.ambassadorId, ambassadorId), notInArray(ambassadorPhotos.hash, kept), ne(ambassadorPhotos.hash, approvedHash)))
    await tx
      .update(ambassadors)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(ambassadors.id, ambassadorId))
    await input.usePhoto(tx, current, storedPhotoBase(photo.hash))
  })
}
