import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MODULE_GRAPH_FILE } from '../build/module-graph-file'
import type { FirstLoadJs } from './first-load-js'

/**
 * What a page's first-load JS is made of, from the client build's own module
 * graph (`module-graph.json`, rollup-plugin-visualizer's raw data, written by
 * scripts/build/module-graph-report.ts): each counted chunk file is split
 * between the modules the bundler put in it, in proportion to each module's
 * rendered length, so the parts add up to the file's gzip -9 bytes exactly.
 * Locale chunks and inline scripts have no modules and count as themselves.
 * Decision 120.
 */
interface ModuleGraph {
  nodeParts: Record<string, { renderedLength: number; metaUid: string }>
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>
}

export interface ModulePart {
  /** The module's id relative to the project (`src/…`, `pages/…`) or `node_modules/<package>/…`. */
  module: string
  /** The npm package (`react-dom`, `@urql/core`), or the project folder (`src/runtime`, `pages/index`). */
  owner: string
  /** The chunk file (URL) it was bundled into. */
  file: string
  gzipBytes: number
}

export function readModuleGraph(distDir: string): ModuleGraph {
  const file = join(distDir, MODULE_GRAPH_FILE)
  if (!existsSync(file)) throw new Error(`${file} is missing: the build writes it (scripts/build/module-graph-report.ts)`)
  return JSON.parse(readFileSync(file, 'utf8')) as ModuleGraph
}

/** `…/node_modules/@urql/core/dist/x.js` → `node_modules/@urql/core/dist/x.js`; `…/src/a/b.ts` → `src/a/b.ts`. */
export function projectPathOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?', 1)[0] ?? id
  const inPackage = clean.lastIndexOf('/node_modules/')
  if (inPackage >= 0) return clean.slice(inPackage + 1)
  const inProject = clean.match(/\/((?:src|pages|renderer|layouts|locales|scripts|tests)\/.*)$/)
  return inProject?.[1] ?? clean
}

/** The package (`react-dom`, `@urql/core`) or project folder (`src/runtime`, `pages/index`) a module belongs to. */
export function ownerOf(module: string): string {
  const parts = module.split('/')
  if (parts[0] === 'node_modules') return parts[1]?.startsWith('@') ? `${parts[1]}/${parts[2]}` : (parts[1] ?? module)
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 3) return parts.slice(0, 3).join('/')
  return parts.length > 2 ? parts.slice(0, 2).join('/') : module
}

/** Modules of each emitted chunk (`assets/…js`) with their rendered lengths. */
export function modulesByChunk(graph: ModuleGraph): Map<string, { module: string; length: number }[]> {
  const chunks = new Map<string, { module: string; length: number }[]>()
  for (const meta of Object.values(graph.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      const length = graph.nodeParts[partUid]?.renderedLength ?? 0
      const list = chunks.get(chunk) ?? []
      list.push({ module: projectPathOf(meta.id), length })
      chunks.set(chunk, list)
    }
  }
  return chunks
}

/** Every module of a page's first load with its share of the gzip bytes. */
export function compositionOf(page: FirstLoadJs, chunks: Map<string, { module: string; length: number }[]>): ModulePart[] {
  return page.files.flatMap((file) => {
    const modules = chunks.get(file.url.replace(/^\//, '')) ?? []
    const total = modules.reduce((sum, m) => sum + m.length, 0)
    if (total === 0) {
      const own = file.url.startsWith('inline#') ? 'inline scripts' : /\/locale|locales?[-_]/.test(file.url) ? 'locale strings' : file.url
      return [{ module: file.url, owner: own, file: file.url, gzipBytes: file.gzipBytes }]
    }
    return modules.map((m) => ({ module: m.module, owner: ownerOf(m.module), file: file.url, gzipBytes: (file.gzipBytes * m.length) / total }))
  })
}

/** Gzip bytes per owner (package or project folder), largest first. */
export function bytesByOwner(parts: ModulePart[]): { owner: string; gzipBytes: number; modules: number }[] {
  const owners = new Map<string, { gzipBytes: number; modules: number }>()
  for (const part of parts) {
    const entry = owners.get(part.owner) ?? { gzipBytes: 0, modules: 0 }
    entry.gzipBytes += part.gzipBytes
    entry.modules += 1
    owners.set(part.owner, entry)
  }
  return [...owners].map(([owner, e]) => ({ owner, ...e })).sort((a, b) => b.gzipBytes - a.gzipBytes)
}
