/**
 * The organization logo upload (issue 16, settings): where the staff console
 * sends the file, which files it may send, and the limits the API enforces
 * (server/organizations/logo). The browser checks the same numbers first.
 */

/** `POST` the raw file here (Content-Type = its type, staff token, X-Organization), relative to the API host. */
export const LOGO_UPLOAD_PATH = '/staff-api/logo'
/** Logos are served by content hash under this prefix: `/logos/{sha256}.webp`. */
export const LOGOS_PATH_PREFIX = '/logos/'

/** What the upload accepts (also the file input's `accept`). SVG is refused: it can carry scripts. */
export const LOGO_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type LogoType = (typeof LOGO_ACCEPTED_TYPES)[number]

/** Largest file accepted, in bytes (512 KB). */
export const LOGO_MAX_BYTES = 512 * 1024
/** Each side of the uploaded image, in pixels: smaller is unreadable as a logo… */
export const LOGO_MIN_SIDE_PX = 32
/** …larger is no logo either, and bounds what a small file may decode to (5000 × 5000 = 25 MP). */
export const LOGO_MAX_SIDE_PX = 5000
/** The stored logo fits in this square (never enlarged). */
export const LOGO_STORED_MAX_PX = 512

export const isLogoType = (value: string): value is LogoType => (LOGO_ACCEPTED_TYPES as readonly string[]).includes(value)
