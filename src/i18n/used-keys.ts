import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Static analysis for page-keys.test.ts (node only): which top-level locale
 * keys the modules reachable from some entry files mention. Follows relative
 * imports (static and dynamic) and collects string literals shaped like
 * `'group.something'` whose group is a top-level key of the locale file.
 */
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
const KEY_LITERAL = /['"`]([a-zA-Z]+)\.[a-zA-Z0-9_${]/g

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate
  }
  return null
}

export function usedKeyGroups(entries: readonly string[], groups: ReadonlySet<string>): Map<string, string[]> {
  const seen = new Set<string>()
  const used = new Map<string, string[]>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(KEY_LITERAL)) {
      const group = match[1]!
      if (groups.has(group)) used.set(group, [...(used.get(group) ?? []), file])
    }
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveModule(file, (match[1] ?? match[2])!)
      if (target) queue.push(target)
    }
  }
  return used
}

export function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return filesIn(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}
