/**
 * Modules outside the shell and the GraphQL client, grouped by the set of
 * pages whose first load holds them: the Vike page entries that reach a module by static imports
 * (lazy parts do not count). Left to automatic splitting, modules every one
 * of the same pages loads first were cut into many small files, one per set
 * of lazy parts that also import them: 20–45 files per public page, each
 * compressed on its own (issue 22, decision 127).
 */

/** What a group's name function may ask rolldown (its ChunkingContext). */
export type ChunkingContext = { getModuleInfo(id: string): { readonly importers: readonly string[] } | null }

// The client build's page entries; the server build's have another id, so it keeps automatic splitting.
const PAGE_ENTRY = /^\0?virtual:vike:page-entry:client:/

type Memo = Map<string, ReadonlySet<string>>

// A cycle is cut where it closes: a module on it may get fewer pages than it has, which only
// costs a less tight grouping; rolldown still loads every chunk a chunk imports.
function firstLoadPages(id: string, ctx: ChunkingContext, memo: Memo, visiting: Set<string>): ReadonlySet<string> {
  const known = memo.get(id)
  if (known) return known
  if (PAGE_ENTRY.test(id)) return new Set([id])
  if (visiting.has(id)) return new Set()
  visiting.add(id)
  const pages = new Set<string>()
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) for (const page of firstLoadPages(importer, ctx, memo, visiting)) pages.add(page)
  visiting.delete(id)
  memo.set(id, pages)
  return pages
}

// Per chunking pass: the client and server builds run in one process and share module ids.
const memoByPass = new WeakMap<ChunkingContext, Memo>()

/** The group (chunk name) of a module: `pages-<hash of its pages>`, or null for one page (its entry) or none (lazy only). */
export function firstLoadGroup(id: string, ctx: ChunkingContext): string | null {
  const pages = pagesOf(id, ctx)
  if (pages.length < 2) return null
  let hash = 5381
  for (const c of pages.join('|')) hash = Math.imul(hash, 33) ^ c.charCodeAt(0)
  return `pages-${(hash >>> 0).toString(36)}`
}

function pagesOf(id: string, ctx: ChunkingContext): string[] {
  let memo = memoByPass.get(ctx)
  if (!memo) memoByPass.set(ctx, (memo = new Map<string, ReadonlySet<string>>()))
  return [...firstLoadPages(id, ctx, memo, new Set())].sort()
}

/** More pages than any build has: a group per possible count. */
const MOST_PAGES = 40

/**
 * The rolldown groups, one per number of pages, the largest sets first. A
 * group takes its modules' dependencies with it (rolldown's default, which
 * keeps execution order safe); a dependency is loaded first by every page
 * that loads its importer, so its set is as large or larger: taken first, it
 * is already in its own chunk, and no chunk of a few pages (the ambassadors
 * area's) can swallow a module more pages load first.
 */
export function firstLoadGroups(): { name: (id: string, ctx: ChunkingContext) => string | null; priority: number }[] {
  return Array.from({ length: MOST_PAGES - 1 }, (_, i) => {
    const count = MOST_PAGES - i
    return { name: (id: string, ctx: ChunkingContext) => (pagesOf(id, ctx).length === count ? firstLoadGroup(id, ctx) : null), priority: count }
  })
}
