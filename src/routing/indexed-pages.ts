/**
 * Which prerendered pages search engines should list (sitemap.xml, no
 * `noindex`): the public pages a visitor can land on. Opt-in, so a new private
 * page is never announced by default. Everything else is still served; the
 * areas behind sign-in and the per-visitor links are also disallowed in
 * robots.txt (decision 113).
 */
export const INDEXED_PAGES: readonly string[] = ['/', '/community', '/match', '/question', '/meet']

/** Logical paths (and link prefixes) crawlers must not fetch, in every language. */
export const CRAWL_DISALLOWED: readonly string[] = ['/staff', '/ambassadors', '/iframe', '/question?thread=', '/meet?manage=']

export const isIndexedPage = (logicalPath: string): boolean => INDEXED_PAGES.includes(logicalPath)
