/** Directory facets (values with counts) and the organization's key figures. */
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/client'
import type { Db } from '../db/client'
import type { Deps } from '../core/deps'

export interface Facet {
  readonly value: string
  readonly count: number
}

export interface Facets {
  readonly fields: Facet[]
  readonly studyLevels: Facet[]
  readonly countries: Facet[]
  readonly languages: Facet[]
  readonly interests: Facet[]
}

const facet = async (db: Db, orgId: string, column: string, unnest: boolean): Promise<Facet[]> => {
  const value = unnest ? sql.raw(`unnest(${column})`) : sql.raw(column)
  const rows = await queryRows<{ value: string; count: number }>(
    db,
    sql`
    select v as value, count(*)::int as count from (select ${value} as v from ambassadors where org_id = ${orgId} and active) s
    group by v order by count(*) desc, v asc`,
  )
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }))
}

/** A country or language facet as GraphQL's CountryFacet and LanguageFacet receive it (their `name` is the code's, in the asked locale). */
export interface CodeFacet {
  readonly code: string
  readonly count: number
}

export async function directoryFacets(deps: Pick<Deps, 'db' | 'org'>): Promise<Facets> {
  const { db } = deps
  const orgId = deps.org.id
  return {
    fields: await facet(db, orgId, 'field_key', false),
    studyLevels: await facet(db, orgId, 'study_level', false),
    countries: await facet(db, orgId, 'country', false),
    languages: await facet(db, orgId, 'languages', true),
    interests: await facet(db, orgId, 'interests', true),
  }
}

export interface KeyFigures {
  readonly ambassadorCount: number
  readonly countryCount: number
  readonly questionsAnswered: number
  readonly medianAnswerMinutes: number | null
}

export async function keyFigures(deps: Pick<Deps, 'db'>, orgId: string): Promise<KeyFigures> {
  const { db } = deps
  const [people] = await queryRows<{ ambassadors: number; countries: number }>(
    db,
    sql`
    select count(*)::int as ambassadors, count(distinct country)::int as countries from ambassadors where org_id = ${orgId} and active`,
  )
  const [answered] = await queryRows<{ answered: number; median: number | null }>(
    db,
    sql`
    select count(*)::int as answered,
           round(percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at) / 60))::int as median
    from questions where org_id = ${orgId} and answered_at is not null`,
  )
  return {
    ambassadorCount: Number(people?.ambassadors ?? 0),
    countryCount: Number(people?.countries ?? 0),
    questionsAnswered: Number(answered?.answered ?? 0),
    medianAnswerMinutes: answered?.median === null || answered?.median === undefined ? null : Number(answered.median),
  }
}
