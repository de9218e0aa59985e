/**
 * Ambassador photos (issue 17, decision 075): where each stored size is.
 * `photoUrl` (GraphQL, and `ambassadors.photo_url` without the API origin)
 * is a base, `/photos/{sha256}`; each size is the file `{base}-{size}.webp`.
 * Only what a page needs to show a photo lives here (it is on every page with
 * a card); uploads and serving: photo-files.ts. Limits: limits.ts (PHOTO_*).
 */

/** The stored square sizes, in px, smallest first; the smallest covers every avatar box at 1×. */
export const PHOTO_SIZES_PX = [96, 192, 384] as const
export type PhotoSize = (typeof PHOTO_SIZES_PX)[number]

/** The file of one size. */
export const photoFileUrl = (base: string, size: PhotoSize): string => `${base}-${size}.webp`

/** `srcset` with every stored size, so the browser picks by the rendered size and the screen's density. */
export const photoSrcSet = (base: string): string => PHOTO_SIZES_PX.map((size) => `${photoFileUrl(base, size)} ${size}w`).join(', ')
