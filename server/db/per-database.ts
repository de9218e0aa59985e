/**
 * One value per database handle, built on first use: named prepared
 * statements (drizzle's `.prepare(name)`) for queries run on every request,
 * so their SQL is built once instead of per request, and PostgreSQL parses
 * and plans them once per connection. Keyed by handle (weakly): tests open
 * many databases in one process, and each needs its own statements.
 */
import type { Db } from './client'

export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let value = built.get(db)
    if (value === undefined) {
      value = build(db)
      built.set(db, value)
    }
    return value
  }
}
