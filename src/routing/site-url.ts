/**
 * Absolute URL of a site path, for canonical and hreflang links. The public
 * origin is known at build time (`PUBLIC_URL`, default the local server).
 */
const origin = (import.meta.env.PUBLIC_ENV__SITE_URL as string | undefined) ?? 'http://localhost:3000'

export function siteUrl(path: string): string {
  return new URL(path, origin).href
}
