/**
 * The organization logo upload (issue 16, settings): where the staff console
 * sends the file and which files it may send (server/organizations/logo);
 * its size limits are in limits.ts (LOGO_MAX_BYTES, LOGO_MAX_PX, LOGO_*_SIDE_PX).
 */

/** `POST` the raw file here (Content-Type = its type, staff token, X-Organization), relative to the API host. */
export const LOGO_UPLOAD_PATH = '/staff-api/logo'
/** Logos are served by content hash under this prefix: `/logos/{sha256}.webp`. */
export const LOGOS_PATH_PREFIX = '/logos/'

/** What the upload accepts (also the file input's `accept`). SVG is refused: it can carry scripts. */
export const LOGO_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type LogoType = (typeof LOGO_ACCEPTED_TYPES)[number]

export const isLogoType = (value: string): value is LogoType => (LOGO_ACCEPTED_TYPES as readonly string[]).includes(value)
