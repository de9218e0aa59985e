/**
 * One row of the bench table, and the file format other benches hand their
 * figures over in (`.bench/api.json` from `npm run bench:api`,
 * `.bench/map.json` from the map bench):
 *
 *   { "measuredAt": "2030-01-01T12:00:00Z",
 *     "figures": [{ "name": "ambassadors(first: 20), PostgreSQL", "value": 2450,
 *                   "unit": "req/s", "goal": "≥ 2000", "pass": true }] }
 */
export interface Figure {
  group: string
  name: string
  /** Already formatted (median, unit). */
  value: string
  goal: string
  /** true = meets its goal, false = misses it, null = no goal (reported only). */
  pass: boolean | null
}

interface FileFigure {
  name?: unknown
  value?: unknown
  unit?: unknown
  goal?: unknown
  pass?: unknown
}

const text = (value: unknown): string => (typeof value === 'number' ? String(Math.round(value * 100) / 100) : typeof value === 'string' ? value : JSON.stringify(value))

/** Rows from a hand-over file; a file in another shape still shows its numbers (flattened), never silently nothing. */
export function figuresFromFile(group: string, json: unknown): Figure[] {
  const figures = (json as { figures?: unknown } | null)?.figures
  if (Array.isArray(figures)) {
    return figures.map((f: FileFigure) => ({
      group,
      name: text(f.name),
      value: `${text(f.value)}${typeof f.unit === 'string' ? ` ${f.unit}` : ''}`,
      goal: typeof f.goal === 'string' ? f.goal : '—',
      pass: typeof f.pass === 'boolean' ? f.pass : null,
    }))
  }
  const rows: Figure[] = []
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'number' || typeof value === 'boolean') rows.push({ group, name: path, value: text(value), goal: '—', pass: null })
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key)
  }
  walk(json, '')
  return rows
}

export const mark = (pass: boolean | null): string => (pass === null ? '·' : pass ? '✓' : '✗')

/** The bench table as aligned plain text (also valid Markdown). */
export function formatTable(figures: readonly Figure[]): string {
  const header = ['Group', 'Figure', 'Measured', 'Goal', 'OK']
  const rows = figures.map((f) => [f.group, f.name, f.value, f.goal, mark(f.pass)])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}
