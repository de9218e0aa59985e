/**
 * Which top-level keys of the locale files each page needs in the browser.
 * The shell (layout, errors, toasts) is always loaded; a page adds its own.
 * `page-keys.test.ts` walks each page's imports and fails when a component
 * uses a key its page does not list, so this map cannot silently drift.
 */
export const SHELL_KEYS = ['app', 'nav', 'language', 'pages', 'error', 'toast'] as const
export const FORM_KEYS = ['fields', 'validation', 'forms', 'phone'] as const

export const PAGE_KEYS: Readonly<Record<string, readonly string[]>> = {
  '/pages/index': ['home', 'ambassador'],
  '/pages/(graphql)/community': ['community', 'ambassador'],
  '/pages/(graphql)/match': ['match', 'matchCommunity', 'ambassador', 'maps', ...FORM_KEYS],
  '/pages/(graphql)/matchQuestion': ['match', 'matchQuestion', 'question', 'ambassador', ...FORM_KEYS],
  '/pages/(graphql)/matchCommunity': ['match', 'matchCommunity', 'community', 'ambassador', ...FORM_KEYS],
  '/pages/(graphql)/question': ['question', 'ambassador', 'live', ...FORM_KEYS],
  '/pages/(graphql)/meet': ['meet', 'ambassador'],
  '/pages/iframe': ['embed', 'ambassador'],
  '/pages/ambassadors': ['ambassadorsArea', 'ambassador', 'maps', 'live', ...FORM_KEYS],
  // The profile preview (issue 32) shows the public card's facts.
  '/pages/staff': ['staffConsole', 'live', 'ambassador', ...FORM_KEYS],
  '/pages/404-not-found': [],
  '/pages/_error': [],
}

/**
 * Keys a page's lazily loaded parts need: loaded with their code when the
 * visitor opens them (`loadLocaleKeys` beside the `import()`), not before the
 * page hydrates. The embedded question and booking forms: 5 KB of strings
 * off `/iframe`'s first load (decision 121); /meet's booking and manage views
 * (lazy, shown only with a query string): 2.8 KB off its first load; the
 * directory's map (lazy, `?view=map`): its strings with it.
 */
export const EMBED_FORM_KEYS = ['question', 'meet', 'meetLater', ...FORM_KEYS] as const
export const DEFERRED_PAGE_KEYS: Readonly<Record<string, readonly string[]>> = {
  '/pages/iframe': EMBED_FORM_KEYS,
  // Rescheduling and the night note (issue 33) come with the views that show them.
  '/pages/(graphql)/meet': ['meetLater', ...FORM_KEYS],
  '/pages/(graphql)/community': ['maps'],
  // A group's "ask this group" form (decision 147), loaded with the group.
  '/pages/(graphql)/matchCommunity': ['question'],
  // "My conversations" (issue 33): its page opens from an e-mail, its form shows below the question form after hydration.
  '/pages/(graphql)/question': ['conversations'],
}

/** The keys to load before rendering a page (unknown pages, e.g. test fixtures: the shell only). */
export function keysForPage(pageId: string | null | undefined): string[] {
  return [...SHELL_KEYS, ...((pageId && PAGE_KEYS[pageId]) || [])]
}

/** `/pages/(graphql)/community` → `/community`: route groups `(name)` are not part of the URL. */
function routeOf(pageId: string): string {
  const path = pageId.replace(/^\/pages/, '').replace(/\/\([^/]*\)/g, '')
  return path === '/index' ? '/' : path
}

const PAGE_ID_BY_ROUTE = new Map(Object.keys(PAGE_KEYS).map((pageId) => [routeOf(pageId), pageId]))

/**
 * The page id Vike gives the page a logical path ('/community', no locale
 * prefix) renders: filesystem routing, one folder per route. Null for paths
 * no page folder serves (they fall to the 404 page, whose keys are the shell's).
 */
export function pageIdForPath(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PAGE_ID_BY_ROUTE.get(trimmed) ?? null
}
