/** Per-request batch loaders for the relations the schema exposes. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ambassadors, answers, communities, communityMembers } from '../db/schema'
import { BatchLoader } from './batch-loader'

export type AmbassadorRow = typeof ambassadors.$inferSelect
export type CommunityRow = typeof communities.$inferSelect
export type AnswerRow = typeof answers.$inferSelect

export interface Loaders {
  readonly ambassador: BatchLoader<string, AmbassadorRow | null>
  readonly communitiesOfAmbassador: BatchLoader<string, CommunityRow[]>
  readonly answersOfQuestion: BatchLoader<string, AnswerRow[]>
  readonly memberCount: BatchLoader<string, number>
}

const group = <K, V>(rows: readonly V[], keyOf: (row: V) => K): Map<K, V[]> => {
  const map = new Map<K, V[]>()
  for (const row of rows) {
    const list = map.get(keyOf(row))
    if (list === undefined) map.set(keyOf(row), [row])
    else list.push(row)
  }
  return map
}

export function createLoaders(db: Db, orgId: string): Loaders {
  return {
    ambassador: new BatchLoader(async (ids) => {
      const rows = await db.select().from(ambassadors).where(and(eq(ambassadors.orgId, orgId), inArray(ambassadors.id, [...ids])))
      return new Map(rows.map((r) => [r.id, r]))
    }, null),
    communitiesOfAmbassador: new BatchLoader(async (ids) => {
      const rows = await db.select({ ambassadorId: communityMembers.ambassadorId, community: communities }).from(communityMembers)
        .innerJoin(communities, eq(communities.id, communityMembers.communityId))
        .where(inArray(communityMembers.ambassadorId, [...ids])).orderBy(asc(communities.position))
      const grouped = group(rows, (r) => r.ambassadorId)
      return new Map([...grouped].map(([k, v]) => [k, v.map((r) => r.community)]))
    }, []),
    answersOfQuestion: new BatchLoader(async (ids) => {
      const rows = await db.select().from(answers).where(inArray(answers.questionId, [...ids])).orderBy(asc(answers.createdAt))
      return group(rows, (r) => r.questionId)
    }, []),
    memberCount: new BatchLoader(async (ids) => {
      const rows = await db.select({ id: communityMembers.communityId, count: sql<number>`count(*)::int` }).from(communityMembers)
        .innerJoin(ambassadors, and(eq(ambassadors.id, communityMembers.ambassadorId), eq(ambassadors.active, true)))
        .where(inArray(communityMembers.communityId, [...ids])).groupBy(communityMembers.communityId)
      return new Map(rows.map((r) => [r.id, Number(r.count)]))
    }, 0),
  }
}
