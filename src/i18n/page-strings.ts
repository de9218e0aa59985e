/**
 * The strings a prerendered page's first render needs travel in its HTML, as
 * data (a JSON block written by scripts/build/prerender-outputs.ts), the way
 * the page's data does: no string module to fetch, compile and run before the
 * page hydrates (issue 22, decision 127). Client navigations and lazy parts
 * still load the other groups as chunks (index.ts).
 */
import type { Locale } from '../contract/locale'

export const PAGE_STRINGS_ID = 'page-strings'

/** Top-level groups of one language, as the locale files hold them. */
export type PageStrings = { readonly locale: Locale; readonly groups: Readonly<Record<string, unknown>> }

/** For `<script type="application/json">`: `<` escaped, so no string can close the element. */
export const serializePageStrings = (strings: PageStrings): string => JSON.stringify(strings).replace(/</g, '\\u003c')

/** The `<script>` element the HTML carries (before `</body>`). */
export const pageStringsElement = (strings: PageStrings): string => `<script type="application/json" id="${PAGE_STRINGS_ID}">${serializePageStrings(strings)}</script>`

/** The block this page's HTML brings, or null (a page rendered without one, e.g. a test fixture). */
export function readEmbeddedStrings(): PageStrings | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_STRINGS_ID)?.textContent
  return text ? (JSON.parse(text) as PageStrings) : null
}
