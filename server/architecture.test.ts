/**
 * The server's folders form layers (decision 140): no two folders import
 * each other. Every import counts — static, type-only, re-exports and
 * `import()` — except in tests and migrations; files at server/ itself are
 * the app's wiring, which may import anything.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const SERVER = new URL('.', import.meta.url).pathname

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations' && entry.name !== 'node_modules') sourceFiles(path, out)
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path)
  }
  return out
}

const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm

/** The top-level folder of server/ a path is in, or null for server/ itself (the wiring) and anything outside. */
function folderOf(path: string): string | null {
  const parts = relative(SERVER, path).split(sep)
  return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null
}

/** folder → the folders its files import, each with one example import. */
function folderImports(files: readonly string[]): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>()
  for (const file of files) {
    const from = folderOf(file)
    if (from === null) continue
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const to = folderOf(normalize(join(dirname(file), match[1] ?? '')))
      if (to === null || to === from) continue
      const targets = edges.get(from) ?? new Map<string, string>()
      if (!targets.has(to)) targets.set(to, `${relative(SERVER, file)} → ${match[1]}`)
      edges.set(from, targets)
    }
  }
  return edges
}

/** Pairs of folders that import each other, with an import of each direction. */
function mutualPairs(edges: Map<string, Map<string, string>>): string[] {
  const pairs: string[] = []
  for (const [a, targets] of edges) {
    for (const [b, example] of targets) {
      const back = edges.get(b)?.get(a)
      if (back !== undefined && a < b) pairs.push(`${a} ⇄ ${b}: ${example}; ${back}`)
    }
  }
  return pairs.sort()
}

describe('server folders', () => {
  it('no two folders import each other', () => {
    expect(mutualPairs(folderImports(sourceFiles(SERVER)))).toEqual([])
  })

  it('counts a pair however the import is written (the check can fail)', () => {
    const edges = new Map([
      ['questions', new Map([['safeguarding', 'questions/ask.ts → ../safeguarding/screen']])],
      ['safeguarding', new Map([['questions', 'safeguarding/reports.ts → ../questions/access']])],
      ['db', new Map([['core', 'db/rows.ts → ../core/x']])],
    ])
    expect(mutualPairs(edges)).toEqual(['questions ⇄ safeguarding: questions/ask.ts → ../safeguarding/screen; safeguarding/reports.ts → ../questions/access'])
    const written = ["import type { A } from '../b/a'", "export { c } from '../c/c'", "const d = await import('../d/d')", "import '../e/e'"].join('\n')
    expect([...written.matchAll(SPECIFIERS)].map((m) => m[1])).toEqual(['../b/a', '../c/c', '../d/d', '../e/e'])
  })
})
