/**
 * The public site's origin (`PUBLIC_ENV__SITE_URL`, e.g. https://ambassadors.example.edu):
 * canonical and hreflang links, Open Graph URLs, the sitemap and robots.txt
 * need absolute URLs, and a static host has no request to take them from.
 * Read at prerender (pages' head tags) and by the build scripts, from the
 * same variable, validated the same way.
 */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000'

/** `text` as an origin without trailing slash; throws on anything but an http(s) origin (a path would break every link). */
export function parseSiteOrigin(text: string | undefined): string {
  const value = text?.trim() || DEFAULT_SITE_ORIGIN
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`PUBLIC_ENV__SITE_URL must be an http(s) origin (got "${value}")`)
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === ''
  if (!/^https?:$/.test(url.protocol) || !bare) throw new Error(`PUBLIC_ENV__SITE_URL must be an http(s) origin (got "${value}")`)
  return url.origin
}
