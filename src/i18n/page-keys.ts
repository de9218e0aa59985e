/**
 * Which top-level keys of the locale files each page needs in the browser.
 * The shell (layout, errors, toasts) is always loaded; a page adds its own.
 * `page-keys.test.ts` walks each page's imports and fails when a component
 * uses a key its page does not list, so this map cannot silently drift.
 */
export const SHELL_KEYS = ['app', 'nav', 'language', 'pages', 'error', 'toast'] as const
const FORM_KEYS = ['fields', 'validation', 'forms', 'phone'] as const

export const PAGE_KEYS: Readonly<Record<string, readonly string[]>> = {
  '/pages/index': ['home', 'ambassador'],
  '/pages/community': ['community', 'ambassador', 'maps'],
  '/pages/match': ['match', 'matchCommunity', 'ambassador', 'maps', ...FORM_KEYS],
  '/pages/matchQuestion': ['match', 'matchQuestion', 'question', 'ambassador', ...FORM_KEYS],
  '/pages/matchCommunity': ['match', 'matchCommunity', 'community', 'ambassador', ...FORM_KEYS],
  '/pages/question': ['question', 'ambassador', ...FORM_KEYS],
  '/pages/meet': ['meet', 'ambassador', ...FORM_KEYS],
  '/pages/iframe': ['embed', 'ambassador', 'question', 'meet', ...FORM_KEYS],
  '/pages/ambassadors': ['ambassadorsArea', 'ambassador', ...FORM_KEYS],
  '/pages/404-not-found': [],
  '/pages/_error': [],
}

/** The keys to load before rendering a page (unknown pages, e.g. test fixtures: the shell only). */
export function keysForPage(pageId: string | null | undefined): string[] {
  return [...SHELL_KEYS, ...((pageId && PAGE_KEYS[pageId]) || [])]
}

/**
 * The page id Vike gives the page a logical path ('/community', no locale
 * prefix) renders: filesystem routing, one folder per route. Null for paths
 * no page folder serves (they fall to the 404 page, whose keys are the shell's).
 */
export function pageIdForPath(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const pageId = trimmed === '/' ? '/pages/index' : `/pages${trimmed}`
  return pageId in PAGE_KEYS ? pageId : null
}
