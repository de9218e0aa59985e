/**
 * Size budgets (docs/spec.md §8, from issues 6, 8 and 10; docs/decisions/041-size-budgets.md).
 * 1 KB = 1000 bytes: the stricter reading of "KB".
 */
export const KB = 1000

/** First-load JS of the home page, gzip (docs/spec.md §8: `/` ≤ 135 KB), in both languages. */
export const HOME_FIRST_LOAD_JS_BUDGET = 135 * KB

/**
 * Every other page: a guardrail of ours (the spec names only `/`), so a page
 * that pulls a heavy library into its first screen fails loudly.
 */
export const PAGE_FIRST_LOAD_JS_BUDGET = 200 * KB

/** `widget.js`, gzip (issue 8: ≤ 4 KB). */
export const WIDGET_GZIP_BUDGET = 4 * KB

export function firstLoadJsBudgetOf(path: string): number {
  return path === '/' || path === '/fr' ? HOME_FIRST_LOAD_JS_BUDGET : PAGE_FIRST_LOAD_JS_BUDGET
}

export const formatKb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`
