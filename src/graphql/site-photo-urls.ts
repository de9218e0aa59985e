import { mapExchange } from '@urql/core'
import type { Exchange } from '@urql/core'
import { PHOTOS_PATH_PREFIX } from '../contract/photo-files'

/**
 * Prerendered pages show ambassador photos from the site's own files, which
 * the prerender writes beside the pages (scripts/build/photo-files.ts), not
 * from the API host: a CDN site keeps working with the API down, and a
 * published page shows the photo that was current when it was published.
 * The API gives `photoUrl` on PUBLIC_API_URL when the site is elsewhere;
 * this keeps only its path.
 */
export function toSitePhotoUrl(url: string): string {
  const match = /^https?:\/\/[^/]+(\/.*)$/.exec(url)
  return match?.[1]?.startsWith(PHOTOS_PATH_PREFIX) ? match[1] : url
}

/** Every `photoUrl` in a result, site-relative; other values as they are. */
export function withSitePhotoUrls<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withSitePhotoUrls(item)) as T
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) out[key] = key === 'photoUrl' && typeof field === 'string' ? toSitePhotoUrl(field) : withSitePhotoUrls(field)
  return out as T
}

/** For the (pre)rendering client only, placed before its ssrExchange so the page data carries the site's URLs. */
export const sitePhotoUrlsExchange: Exchange = mapExchange({
  onResult: (result) => (result.data ? { ...result, data: withSitePhotoUrls<unknown>(result.data) } : result),
})
