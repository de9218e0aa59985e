/**
 * Ambassador photo files (decision 075): what the profile editor may send and
 * the names under which the API and the published site serve each size.
 * Showing a photo needs only photo.ts.
 */
import { PHOTO_SIZES_PX } from './photo'
import type { PhotoSize } from './photo'

/** Served by content hash under this prefix, by the API and, once published, by the static site. */
export const PHOTOS_PATH_PREFIX = '/photos/'

/** What the upload accepts (also the file input's `accept`). */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_ACCEPTED_TYPES)[number]

export const isPhotoType = (value: string): value is PhotoType => (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(value)

/** `{sha256}-{size}.webp` → its parts; null for any other name. */
export function parsePhotoFileName(name: string): { hash: string; size: PhotoSize } | null {
  const match = /^([0-9a-f]{64})-(\d{2,3})\.webp$/.exec(name)
  if (match === null) return null
  const size = PHOTO_SIZES_PX.find((s) => String(s) === match[2])
  return size === undefined || match[1] === undefined ? null : { hash: match[1], size }
}
