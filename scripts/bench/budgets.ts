import { splitLocale } from '../../src/routing/locale-url'

/**
 * Size budgets (docs/spec.md §8, issues 6, 8, 10 and 22; decisions 041 and 120).
 * First-load JS budgets are in KiB (issue 22: `/` ≤ 120 KiB = 122,880 B gzip -9);
 * `widget.js` keeps its 4 KB = 4,000 B of issue 8.
 */
export const KB = 1000
export const KIB = 1024

/** Areas behind a sign-in: not public pages (their first load may hold the console or the ambassadors area). */
export const PRIVATE_ROUTES: readonly string[] = ['/staff', '/ambassadors']

/** First-load JS, gzip -9, of `/` in both languages (issue 22). */
export const HOME_FIRST_LOAD_JS_BUDGET = 120 * KIB
/** `/iframe`: the embedded directory on other sites' pages (issue 22). */
export const IFRAME_FIRST_LOAD_JS_BUDGET = 130 * KIB
/** Every other public page (issue 22). */
export const PUBLIC_PAGE_FIRST_LOAD_JS_BUDGET = 150 * KIB
/** The signed-in areas: our guardrail, so a heavy library on their first screen fails loudly. */
export const PRIVATE_PAGE_FIRST_LOAD_JS_BUDGET = 200 * KB

/** `widget.js`, gzip (issue 8: ≤ 4 KB). */
export const WIDGET_GZIP_BUDGET = 4 * KB

/** The page's route without its language prefix: `/fr/community` → `/community`, `/fr` → `/`. */
export const routeOf = (path: string): string => splitLocale(path).pathname

export const isPublicPage = (path: string): boolean => !PRIVATE_ROUTES.some((route) => routeOf(path) === route || routeOf(path).startsWith(`${route}/`))

export function firstLoadJsBudgetOf(path: string): number {
  const route = routeOf(path)
  if (route === '/') return HOME_FIRST_LOAD_JS_BUDGET
  if (route === '/iframe') return IFRAME_FIRST_LOAD_JS_BUDGET
  return isPublicPage(path) ? PUBLIC_PAGE_FIRST_LOAD_JS_BUDGET : PRIVATE_PAGE_FIRST_LOAD_JS_BUDGET
}

/** Bytes as KiB with one decimal, and the exact bytes: budgets are checked to the byte. */
export const formatKib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB (${bytes.toLocaleString('en')} B)`

export const formatKb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`
