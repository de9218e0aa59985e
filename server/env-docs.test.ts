import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES } from './env'

/**
 * The README's configuration table is how an operator learns what to set: it
 * drifted from server/env.ts before (a wrong NODE_ENV default, a missing
 * DEFAULT_ORGANIZATION), so it is checked against the loader's own list.
 */
const readme = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8')

/** The text under a heading, up to the next heading of the same or a higher level. */
function sectionOf(markdown: string, heading: RegExp): string | null {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && heading.test(line))
  if (start === -1) return null
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line))
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n')
}

/** Every `NAME` in the first cell of a Markdown table's rows (a row may name several, as in `PORT`, `HOST`). */
function tableVariables(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|?$/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''))
}

/** What a table lacks and what it adds, against the loader's list, in words a failure can print. */
function tableProblems(documented: readonly string[], read: readonly string[]): string[] {
  const missing = read.filter((name) => !documented.includes(name)).map((name) => `missing: ${name} (server/env.ts reads it)`)
  const extra = [...new Set(documented)].filter((name) => !read.includes(name)).map((name) => `extra: ${name} (server/env.ts does not read it)`)
  const twice = [...new Set(documented.filter((name, i) => documented.indexOf(name) !== i))].map((name) => `listed twice: ${name}`)
  return [...missing, ...extra, ...twice]
}

describe('the README tables of environment variables', () => {
  const root = readme('../README.md')
  const configuration = sectionOf(root, /^## Configuration$/) ?? ''
  const serverTable = sectionOf(configuration, /^### .*`server\/env\.ts`/) ?? ''

  it('README.md § Configuration lists exactly the variables server/env.ts reads', () => {
    expect(serverTable, 'README.md has no "### … (`server/env.ts`)" table under "## Configuration"').toContain('| variable')
    expect(tableProblems(tableVariables(serverTable), ENV_VARIABLES)).toEqual([])
  })

  it('README.md has no variable row outside § Configuration (a row pasted elsewhere is not in any table)', () => {
    const outside = root.replace(configuration, '')
    expect(tableVariables(outside).filter((name) => (ENV_VARIABLES as readonly string[]).includes(name))).toEqual([])
  })

  it('server/README.md points to that table instead of keeping a copy that drifts', () => {
    const environment = sectionOf(readme('README.md'), /^## Environment$/)
    expect(environment, 'server/README.md has no "## Environment" section').not.toBeNull()
    expect(environment).toContain('](../README.md#configuration)')
    expect(tableVariables(environment ?? '')).toEqual([])
  })
})

describe('tableProblems', () => {
  it('names each missing, extra and repeated variable', () => {
    expect(tableProblems(['PORT', 'HOST', 'HOST', 'OLD'], ['PORT', 'HOST', 'NEW'])).toEqual([
      'missing: NEW (server/env.ts reads it)',
      'extra: OLD (server/env.ts does not read it)',
      'listed twice: HOST',
    ])
  })

  it('reads every name of a row and skips the header and the separator', () => {
    const table = '| variable | default |\n| --- | --- |\n| `NGINX_LISTEN`, `NGINX_ROOT` | `80` |\n| `PORT` | `3000` (`NODE_ENV`) |'
    expect(tableVariables(table)).toEqual(['NGINX_LISTEN', 'NGINX_ROOT', 'PORT'])
  })
})
