/**
 * Rows of a prepared select read as the driver returns them (objects keyed by
 * column name, `.all()`), decoded by a plan made once per selection.
 *
 * drizzle's own mapper inspects every selected field again on every row
 * (entity checks, path walks): on the directory's first page, the API's
 * hottest query, that was a tenth of a request's CPU (issue 22). Here each
 * row is one loop of the columns' own driver-value decoders, so values come
 * out exactly as drizzle would give them (Date for timestamps, arrays, …).
 */
import type { Column } from 'drizzle-orm'

type RawRow = Readonly<Record<string, unknown>>

/** Both drivers' prepared queries (node-postgres, PGlite) have `all()`, the rows undecoded; drizzle's abstract type does not declare it. */
interface RawPrepared {
  all(values: Record<string, unknown>): Promise<unknown>
}
const hasAll = (statement: object): statement is RawPrepared => typeof (statement as Partial<RawPrepared>).all === 'function'

/** Runs a prepared select (drizzle's `.prepare(name)`) and returns its rows undecoded. */
export async function rawRowsOf(statement: object, values: Record<string, unknown>): Promise<readonly RawRow[]> {
  if (!hasAll(statement)) throw new Error("rawRowsOf: this driver's prepared query has no all()")
  const rows = await statement.all(values)
  if (!Array.isArray(rows)) throw new Error('rawRowsOf: all() did not return rows')
  return rows as RawRow[]
}

export function rawRowReader<Row>(columns: { readonly [K in keyof Row]: Column }): (raw: RawRow) => Row {
  const plan = (Object.keys(columns) as (keyof Row & string)[]).map((key) => ({ key, name: columns[key].name, column: columns[key] }))
  return (raw) => {
    const row: Record<string, unknown> = {}
    for (const { key, name, column } of plan) {
      const value = raw[name]
      if (value === undefined) throw new Error(`rawRowReader: the row has no column "${name}"`)
      row[key] = value === null ? null : column.mapFromDriverValue(value)
    }
    // Each value went through its column's decoder: the shape drizzle's select would give.
    return row as Row
  }
}
