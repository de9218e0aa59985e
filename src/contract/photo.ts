/**
 * Ambassador photos (issue 17, decision 075): what the profile editor may
 * send and where each stored size is. `photoUrl` (GraphQL, and
 * `ambassadors.photo_url` without the API origin) is a base, `/photos/{sha256}`;
 * each size is the file `{base}-{size}.webp`. Limits: limits.ts (PHOTO_*).
 */

/** Served by content hash under this prefix, by the API and, once published, by the static site. */
export const PHOTOS_PATH_PREFIX = '/photos/'

/** The stored square sizes, in px, smallest first. */
export const PHOTO_SIZES_PX = [96, 192, 384] as const
export type PhotoSize = (typeof PHOTO_SIZES_PX)[number]

/** What the upload accepts (also the file input's `accept`). */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_ACCEPTED_TYPES)[number]

export const isPhotoType = (value: string): value is PhotoType => (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(value)

/** The file of one size. */
export const photoFileUrl = (base: string, size: PhotoSize): string => `${base}-${size}.webp`

/** `srcset` with every stored size, so the browser picks by the rendered size and the screen's density. */
export const photoSrcSet = (base: string): string => PHOTO_SIZES_PX.map((size) => `${photoFileUrl(base, size)} ${size}w`).join(', ')

/** The smallest stored size that covers `px` CSS pixels at 1×: the `src` fallback. */
export const photoSizeFor = (px: number): PhotoSize => PHOTO_SIZES_PX.find((size) => size >= px) ?? 384

/** `{sha256}-{size}.webp` → its parts; null for any other name. */
export function parsePhotoFileName(name: string): { hash: string; size: PhotoSize } | null {
  const match = /^([0-9a-f]{64})-(\d{2,3})\.webp$/.exec(name)
  if (match === null) return null
  const size = PHOTO_SIZES_PX.find((s) => String(s) === match[2])
  return size === undefined || match[1] === undefined ? null : { hash: match[1], size }
}
