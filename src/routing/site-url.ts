import { parseSiteOrigin } from '../contract/site-origin'

/**
 * Absolute URL of a site path, for canonical, hreflang and Open Graph links.
 * Only head tags call it, and those render on the server (at prerender), so
 * the origin is read from the environment then: `npm run prerender` with
 * another PUBLIC_ENV__SITE_URL needs no rebuild, and the sitemap written by
 * the same run uses the same origin (scripts/build/search-files.ts).
 */
export function siteUrl(path: string): string {
  return new URL(path, parseSiteOrigin(process.env.PUBLIC_ENV__SITE_URL)).href
}
