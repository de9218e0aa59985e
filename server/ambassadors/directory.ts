/**
 * The directory query: filters (AND across filters, OR within one), keyset
 * pagination over a stable order (sort key, then id), and the matching count.
 * Every sort has an index on (org_id, key, id).
 */
import { and, arrayOverlaps, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Placeholder, SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Deps } from '../core/deps'
import type { AmbassadorFilter, AmbassadorSort } from '../schema-types.generated'
import { ambassadors, communityMembers, organizations } from '../db/schema'
import { directoryVersion as currentDirectoryVersion } from '../organizations/directory-version'
import { badInput } from '../core/errors'
import type { AmbassadorRow } from '../db/rows'
import { isUuid } from '../core/ids'
import { searchWords } from './search-text'
import { perDatabase } from '../db/per-database'
import { rawRowReader, rawRowsOf } from '../db/raw-rows'

interface SortSpec {
  /** The sort key as SQL, and how to read it from a row for the cursor. */
  readonly expr: SQL
  readonly valueOf: (row: DirectoryRow) => string | number
  readonly descending: boolean
  readonly cast: string
}

const SORTS: Readonly<Record<AmbassadorSort, SortSpec>> = {
  MOST_ANSWERED: { expr: sql`${ambassadors.answeredCount}`, valueOf: (r) => r.answeredCount, descending: true, cast: 'int' },
  FASTEST_REPLY: { expr: sql`coalesce(${ambassadors.medianAnswerMinutes}, 2147483647)`, valueOf: (r) => r.medianAnswerMinutes ?? 2147483647, descending: false, cast: 'int' },
  RECENTLY_ACTIVE: {
    expr: sql`coalesce(${ambassadors.lastActiveAt}, 'epoch'::timestamptz)`,
    valueOf: (r) => (r.lastActiveAt ?? new Date(0)).toISOString(),
    descending: true,
    cast: 'timestamptz',
  },
  NAME: { expr: sql`${ambassadors.firstName}`, valueOf: (r) => r.firstName, descending: false, cast: 'text' },
}

const list = (values: readonly string[] | null | undefined): string[] | null =>
  values === null || values === undefined || values.length === 0 ? null : [...new Set(values)].slice(0, 50)

export function directoryWhere(orgId: string, f: AmbassadorFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(ambassadors.orgId, orgId), eq(ambassadors.active, true)]
  for (const word of searchWords(f.text ?? '')) parts.push(sql`${ambassadors.searchText} like ${`%${word}%`} escape '\\'`)
  const fields = list(f.fields)
  if (fields) parts.push(inArray(ambassadors.fieldKey, fields))
  const levels = list(f.studyLevels)
  if (levels) parts.push(inArray(ambassadors.studyLevel, levels))
  const countries = list(f.countries?.map((c) => c.toUpperCase()))
  if (countries) parts.push(inArray(ambassadors.country, countries))
  const languages = list(f.languages?.map((l) => l.toLowerCase()))
  if (languages) parts.push(arrayOverlaps(ambassadors.languages, languages))
  const interests = list(f.interests)
  if (interests) parts.push(arrayOverlaps(ambassadors.interests, interests))
  const ids = list(f.ids)
  if (ids) parts.push(inArray(ambassadors.id, ids.filter(isUuid).concat('00000000-0000-0000-0000-000000000000')))
  if (f.communityId) {
    const communityId = isUuid(f.communityId) ? f.communityId : '00000000-0000-0000-0000-000000000000'
    parts.push(sql`exists (select 1 from ${communityMembers} cm where cm.ambassador_id = ${ambassadors.id} and cm.community_id = ${communityId})`)
  }
  if (typeof f.acceptsMeetings === 'boolean') parts.push(eq(ambassadors.acceptsMeetings, f.acceptsMeetings))
  return and(...parts) ?? sql`true`
}

/**
 * What a directory row carries: what a card, a map pin and a cursor read.
 * Reading, decoding and mapping every column for 20 rows was most of an
 * uncached directory request's CPU (issue 22); any other Ambassador field of a
 * listed ambassador (bios, interests, meeting length, `former`) comes from the
 * batch loader (type-resolvers.ts: one query for a whole list).
 */
const DIRECTORY_KEYS = [
  'id',
  'firstName',
  'lastName',
  'photoUrl',
  'headline',
  'headlineFr',
  'locale',
  'fieldKey',
  'studyLevel',
  'languages',
  'country',
  'city',
  'latitude',
  'longitude',
  'timeZone',
  'acceptsMeetings',
  'outOfOffice',
  'answeredCount',
  'medianAnswerMinutes',
  'lastActiveAt',
] as const satisfies readonly (keyof AmbassadorRow)[]
export type DirectoryRow = Pick<AmbassadorRow, (typeof DIRECTORY_KEYS)[number]>
const allColumns = getTableColumns(ambassadors)
const directoryColumns = Object.fromEntries(DIRECTORY_KEYS.map((k) => [k, allColumns[k]])) as Pick<typeof allColumns, (typeof DIRECTORY_KEYS)[number]>
const readDirectoryRow = rawRowReader<DirectoryRow>(directoryColumns)

export const encodeCursor = (sort: AmbassadorSort, row: DirectoryRow): string => Buffer.from(JSON.stringify([sort, SORTS[sort].valueOf(row), row.id])).toString('base64url')

/** A cursor's key must be castable to its sort's SQL type: anything else would fail inside the query. */
function fitsSortKey(sort: AmbassadorSort, value: unknown): value is string | number {
  const cast = SORTS[sort].cast
  if (cast === 'int') return Number.isSafeInteger(value) && Math.abs(value as number) <= 2_147_483_647
  if (typeof value !== 'string') return false
  return cast === 'timestamptz' ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value)) : value.length <= 200
}

function decodeCursor(sort: AmbassadorSort, cursor: string): { value: string | number; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(parsed) && parsed.length === 3 && parsed[0] === sort && typeof parsed[2] === 'string' && isUuid(parsed[2]) && fitsSortKey(sort, parsed[1])) {
      return { value: parsed[1], id: parsed[2] }
    }
  } catch {
    // fall through
  }
  throw badInput('The `after` cursor is not valid for this sort. Start again without it.')
}

export interface DirectoryPage {
  readonly rows: DirectoryRow[]
  readonly hasNextPage: boolean
  /** The organization's directory_version in the same snapshot as the rows (count-cache.ts): no second round trip. */
  readonly directoryVersion: number
}

const versionOf = (orgId: Placeholder | string): SQL.Aliased<number> =>
  sql<number>`(select ${organizations.directoryVersion} from ${organizations} where ${organizations.id} = ${orgId})`.mapWith(Number).as('directory_version')

const orderOf = (spec: SortSpec): SQL => (spec.descending ? sql`${spec.expr} desc nulls last` : sql`${spec.expr} asc`)

/**
 * The unfiltered first page of each sort (the directory as it opens, and what
 * the front end asks most) as a named prepared statement: built once per
 * database handle instead of on every request, and parsed once per connection
 * by PostgreSQL.
 */
function firstPageStatement(db: Db, sort: AmbassadorSort) {
  const spec = SORTS[sort]
  return db
    .select({ row: directoryColumns, directoryVersion: versionOf(sql.placeholder('orgId')) })
    .from(ambassadors)
    .where(and(eq(ambassadors.orgId, sql.placeholder('orgId')), eq(ambassadors.active, true)))
    .orderBy(orderOf(spec), asc(ambassadors.id))
    .limit(sql.placeholder('limit'))
    .prepare(`directory_first_page_${sort.toLowerCase()}`)
}

const firstPageStatements = perDatabase((db): Record<AmbassadorSort, ReturnType<typeof firstPageStatement>> => ({
  MOST_ANSWERED: firstPageStatement(db, 'MOST_ANSWERED'),
  FASTEST_REPLY: firstPageStatement(db, 'FASTEST_REPLY'),
  RECENTLY_ACTIVE: firstPageStatement(db, 'RECENTLY_ACTIVE'),
  NAME: firstPageStatement(db, 'NAME'),
}))

const isUnfiltered = (f: AmbassadorFilter): boolean => Object.values(f).every((v) => v === null || v === undefined)

export async function listAmbassadors(deps: Pick<Deps, 'db' | 'org'>, filter: AmbassadorFilter, sort: AmbassadorSort, first: number, after: string | null): Promise<DirectoryPage> {
  const { db } = deps
  const orgId = deps.org.id
  const spec = SORTS[sort]
  let rows: { row: DirectoryRow; directoryVersion: number }[]
  if (after === null && isUnfiltered(filter)) {
    // Raw driver rows, mapped by a plan made once (raw-rows.ts), not drizzle's per-row field inspection.
    const raw = await rawRowsOf(firstPageStatements(db)[sort], { orgId, limit: first + 1 })
    rows = raw.map((r) => ({ row: readDirectoryRow(r), directoryVersion: Number(r.directory_version) }))
  } else {
    let condition = directoryWhere(orgId, filter)
    if (after !== null) {
      const c = decodeCursor(sort, after)
      const value = sql`${c.value}::${sql.raw(spec.cast)}`
      const beyond = spec.descending ? sql`${spec.expr} < ${value}` : sql`${spec.expr} > ${value}`
      condition = sql`${condition} and (${beyond} or (${spec.expr} = ${value} and ${ambassadors.id} > ${c.id}))`
    }
    rows = await db
      .select({ row: directoryColumns, directoryVersion: versionOf(orgId) })
      .from(ambassadors)
      .where(condition)
      .orderBy(orderOf(spec), asc(ambassadors.id))
      .limit(first + 1)
  }
  // An empty page still needs the version: one scalar query, only then.
  const directoryVersion = rows[0]?.directoryVersion ?? (await currentDirectoryVersion(db, orgId))
  return { rows: rows.slice(0, first).map((r) => r.row), hasNextPage: rows.length > first, directoryVersion }
}

export async function countAmbassadors(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ambassadors)
    .where(where)
  return Number(row?.count ?? 0)
}
