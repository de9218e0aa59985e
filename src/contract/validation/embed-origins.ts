/**
 * Which sites may frame the portal (`allowedEmbedOrigins`, the frame-ancestors
 * of /iframe): each a bare `https://` origin, or a loopback `http://` origin
 * with a port for development (`http://localhost:5173`, `http://127.0.0.1:4401`).
 * Nothing else: no path, query, fragment, credentials, wildcard or other scheme.
 */

/** Most origins an organization may list. */
export const EMBED_ORIGINS_MAX = 20
/** Longest origin accepted (a host name is at most 253 characters, plus scheme and port). */
export const EMBED_ORIGIN_MAX_CHARS = 270

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1'])
/** A DNS host name with at least one dot (a public site), labels of letters, digits and hyphens. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const ORIGIN_SHAPE = /^(https?):\/\/([^/?#@\s]+?)(?::(\d{1,5}))?$/

/**
 * True for an origin the portal may be framed by. The text must already be
 * the origin exactly as browsers send it: lower case, no trailing slash,
 * no default port (`https://example.org`, not `https://Example.org/`).
 */
export function isAllowedEmbedOrigin(origin: string): boolean {
  if (typeof origin !== 'string' || origin.length > EMBED_ORIGIN_MAX_CHARS) return false
  const match = ORIGIN_SHAPE.exec(origin)
  if (!match) return false
  const [, scheme, host = '', portText] = match
  const port = portText === undefined ? undefined : Number(portText)
  if (port !== undefined && (port < 1 || port > 65535 || String(port) !== portText)) return false
  if (scheme === 'http') return LOOPBACK_HOSTS.has(host) && port !== undefined && port !== 80
  if (port === 443) return false
  return HOST_NAME.test(host) || LOOPBACK_HOSTS.has(host)
}

/** The console's text area: one origin per line; blank lines and surrounding spaces do not count. */
export function parseOriginLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The first listed origin that is not allowed, or undefined. */
export const firstRefusedOrigin = (origins: readonly string[]): string | undefined => origins.find((origin) => !isAllowedEmbedOrigin(origin))
