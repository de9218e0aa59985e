/**
 * GET /photos/{sha256}-{size}.webp: one size of an ambassador's photo, from
 * the database, immutable (server/images/serve-by-hash.ts). Published sites
 * carry their own copies (scripts/build/photo-files.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { and, eq } from 'drizzle-orm'
import { parsePhotoFileName, PHOTOS_PATH_PREFIX } from '../../../src/contract/photo-files'
import type { Db } from '../../db/client'
import { ambassadorPhotos } from '../../db/schema'
import { serveImageByHash } from '../../images/serve-by-hash'

/**
 * `whenUnknown`: the served site, whose published pages may show a photo the
 * database no longer keeps (it keeps two per ambassador): their own copy.
 */
export async function servePhoto(req: IncomingMessage, res: ServerResponse, db: Db, path: string, whenUnknown?: () => void): Promise<void> {
  await serveImageByHash(
    req,
    res,
    parsePhotoFileName(path.slice(PHOTOS_PATH_PREFIX.length)),
    ({ hash, size }) => `${hash}-${size}`,
    async ({ hash, size }) => {
      const [row] = await db
        .select({ image: ambassadorPhotos.image })
        .from(ambassadorPhotos)
        .where(and(eq(ambassadorPhotos.hash, hash), eq(ambassadorPhotos.size, size)))
        .limit(1)
      return row?.image ?? null
    },
    whenUnknown,
  )
}
