import { bytesByOwner, compositionOf, type ModulePart } from './bundle-composition'
import { formatKib, isPublicPage } from './budgets'
import type { Figure } from './figures'
import type { FirstLoadJs } from './first-load-js'
import { privateModulesIn } from './private-modules'

/** Owners shown per page; the rest is one "other" row. */
const TOP_OWNERS = 12

const bytes = (value: number): string => `${Math.round(value).toLocaleString('en')} B`

/**
 * The bundle composition table of `npm run bench` (issue 22, decision 120):
 * for each public page in English (the French copies load the same modules
 * and the other language's strings), which packages and project folders its
 * first load is made of, in gzip -9 bytes, then a row saying whether any
 * private module is in it (goal: none).
 */
export function compositionRows(pages: readonly FirstLoadJs[], chunks: Map<string, { module: string; length: number }[]>): Figure[] {
  return pages
    .filter((page) => isPublicPage(page.path) && !page.path.startsWith('/fr'))
    .flatMap((page) => {
      const parts = compositionOf(page, chunks)
      const owners = bytesByOwner(parts)
      const group = `First load of ${page.path}: ${formatKib(page.gzipBytes)} in ${page.files.length} files`
      const rest = owners.slice(TOP_OWNERS)
      const leaks = privateModulesIn(parts)
      return [
        ...owners.slice(0, TOP_OWNERS).map((o) => ({ group, name: `${o.owner} (${o.modules} modules)`, value: bytes(o.gzipBytes), goal: '—', pass: null })),
        ...(rest.length ? [{ group, name: `${rest.length} other packages and folders`, value: bytes(rest.reduce((sum, o) => sum + o.gzipBytes, 0)), goal: '—', pass: null }] : []),
        // Data, not JS (src/i18n/page-strings.ts): shown so no byte leaves the table unseen.
        { group, name: 'strings in the HTML (JSON, not counted above)', value: bytes(page.htmlStringsGzipBytes), goal: '—', pass: null },
        {
          group,
          name: 'modules of the console, insights, charts, live or ambassadors area',
          value: leaks.length ? leaks.join('; ') : 'none',
          goal: 'none',
          pass: leaks.length === 0,
        },
      ]
    })
}

/** Every module of every public page's first load, largest first: `.bench/composition.json`, for digging. */
export function compositionDetail(pages: readonly FirstLoadJs[], chunks: Map<string, { module: string; length: number }[]>): Record<string, ModulePart[]> {
  return Object.fromEntries(pages.filter((page) => isPublicPage(page.path)).map((page) => [page.path, compositionOf(page, chunks).sort((a, b) => b.gzipBytes - a.gzipBytes)]))
}
