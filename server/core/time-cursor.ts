/**
 * Keyset paging on (time, id), shared by every list paged that way (public
 * Q&A, inbox, moderation queue, approval list): the opaque cursor, and the
 * exact time to compare with.
 */
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { isUuid } from './ids'
import { badInput } from './errors'

export const encodeTimeCursor = (at: Date, id: string): string => Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url')

export function decodeTimeCursor(cursor: string): { at: string; id: string } {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(v) &&
      typeof v[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v[0]) &&
      !Number.isNaN(Date.parse(v[0])) &&
      typeof v[1] === 'string' &&
      isUuid(v[1])
    )
      return { at: v[0], id: v[1] }
  } catch {
    // fall through
  }
  throw badInput('The `after` cursor is not valid. Start again without it.')
}

/**
 * The cursor row's own time at the database's precision (microseconds). The
 * cursor's ISO time has milliseconds only: comparing rows with it repeated,
 * or skipped, rows stored within the same millisecond as the cursor's. The
 * cursor's time stays the fallback when its row is gone.
 */
export function cursorRowTime(table: string, timeColumn: string, idColumn: string, c: { at: string; id: string }): SQL {
  return sql`coalesce((select k.${sql.identifier(timeColumn)} from ${sql.identifier(table)} k where k.${sql.identifier(idColumn)} = ${c.id}), ${c.at}::timestamptz)`
}
