/**
 * Reads every table of the database — found in information_schema, not from
 * a list that could miss one — with every column cast to text (arrays, JSON
 * and bytea included), and reports where any of the given strings occurs,
 * case-insensitively. Erasure tests use it to prove a person is gone.
 */
import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { queryRows } from '../../../server/db/client'
import type { Db } from '../../../server/db/client'
import * as schema from '../../../server/db/schema'

export interface Occurrence {
  readonly table: string
  readonly column: string
  readonly needle: string
}

/** The tables the Drizzle schema declares (the scan must cover at least these). */
export const schemaTableNames = (): string[] => {
  const values: unknown[] = Object.values(schema)
  return values.filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table).name)
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`

export async function scanEveryTable(db: Db, needles: readonly string[]): Promise<{ tables: string[]; found: Occurrence[] }> {
  const columns = await queryRows<{ table_schema: string; table_name: string; column_name: string }>(
    db,
    sql`select c.table_schema, c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema')
        order by c.table_schema, c.table_name, c.ordinal_position`,
  )
  const byTable = new Map<string, string[]>()
  for (const c of columns) {
    const key = `${quoteIdent(c.table_schema)}.${quoteIdent(c.table_name)}`
    byTable.set(key, [...(byTable.get(key) ?? []), c.column_name])
  }
  const lowered = needles.map((n) => n.toLowerCase())
  const found: Occurrence[] = []
  for (const [table, names] of byTable) {
    const rows = await queryRows<Record<string, string | null>>(db, sql.raw(`select ${names.map((n) => `${quoteIdent(n)}::text as ${quoteIdent(n)}`).join(', ')} from ${table}`))
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null) continue
        const text = value.toLowerCase()
        for (const [i, needle] of lowered.entries()) if (text.includes(needle)) found.push({ table, column, needle: needles[i] ?? needle })
      }
    }
  }
  return { tables: [...byTable.keys()].map((t) => t.replace(/^"[^"]*"\."|"$/g, '')), found }
}
