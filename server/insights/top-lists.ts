/**
 * What visitors ask about in the period: topics (free text, grouped with case
 * and spaces aside, shown in the spelling that sorts first by code point —
 * capitals first; a plain aggregate, no per-group sort) and the fields of study of the
 * ambassadors they asked, named in the staff member's language.
 */
import { sql } from 'drizzle-orm'
import { INSIGHTS_TOP_COUNT } from '../../src/contract/limits'
import type { Locale } from '../../src/contract/locale'
import type { Db } from '../db/client'
import { queryRows } from '../db/client'
import type { OrgRecord } from '../core/organization'
import { rangeEnd, rangeStart } from './daily'
import type { InsightsRange } from './range'

export interface TopCount {
  readonly label: string
  /** The field's key (top fields only). */
  readonly key: string | null
  readonly count: number
}

export async function topTopics(db: Db, orgId: string, range: InsightsRange): Promise<TopCount[]> {
  const rows = await queryRows<{ label: string; n: number }>(
    db,
    sql`select min(btrim(topic) collate "C") as label, count(*)::int as n from questions
        where org_id = ${orgId} and created_at >= ${rangeStart(range)} and created_at < ${rangeEnd(range)}
        group by lower(btrim(topic)) order by n desc, lower(btrim(topic)) limit ${INSIGHTS_TOP_COUNT}`,
  )
  return rows.map((r) => ({ label: r.label, key: null, count: Number(r.n) }))
}

export async function topFields(db: Db, org: OrgRecord, range: InsightsRange, locale: Locale): Promise<TopCount[]> {
  const rows = await queryRows<{ key: string; n: number }>(
    db,
    sql`select a.field_key as key, count(*)::int as n from questions q join ambassadors a on a.id = q.ambassador_id
        where q.org_id = ${org.id} and q.created_at >= ${rangeStart(range)} and q.created_at < ${rangeEnd(range)} and a.field_key <> ''
        group by a.field_key order by n desc, a.field_key limit ${INSIGHTS_TOP_COUNT}`,
  )
  return rows.map((r) => {
    const term = org.fieldByKey.get(r.key)
    return { label: term === undefined ? r.key : locale === 'fr' ? term.nameFr : term.nameEn, key: r.key, count: Number(r.n) }
  })
}
