/** Per-request batch loaders for the relations the schema exposes. */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ambassadors, answers, communities, communityMembers, publicationReviews, questions } from '../db/schema'
import { BatchLoader } from './batch-loader'

export type AmbassadorRow = typeof ambassadors.$inferSelect
export type CommunityRow = typeof communities.$inferSelect
export type AnswerRow = typeof answers.$inferSelect
export type QuestionRow = typeof questions.$inferSelect
export type PublicationReviewRow = typeof publicationReviews.$inferSelect

/** The most a community's nested lists return (schema: `Community.ambassadors(first ≤ 100)`, `publishedQuestions(first ≤ 50)`). */
export const COMMUNITY_MEMBERS_MAX = 100
export const COMMUNITY_QUESTIONS_MAX = 50

export interface Loaders {
  readonly ambassador: BatchLoader<string, AmbassadorRow | null>
  readonly communitiesOfAmbassador: BatchLoader<string, CommunityRow[]>
  readonly answersOfQuestion: BatchLoader<string, AnswerRow[]>
  readonly memberCount: BatchLoader<string, number>
  /** A community's active ambassadors, most answers first: one query for every community of the request. */
  readonly membersOfCommunity: BatchLoader<string, AmbassadorRow[]>
  /** Q&A its members published, newest first: one query for every community of the request. */
  readonly publishedOfCommunity: BatchLoader<string, QuestionRow[]>
  /** A question's staff review of its publication (issue 18), or null: one query for a whole inbox page. */
  readonly publicationReview: BatchLoader<string, PublicationReviewRow | null>
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
      const rows = await db
        .select()
        .from(ambassadors)
        .where(and(eq(ambassadors.orgId, orgId), inArray(ambassadors.id, [...ids])))
      return new Map(rows.map((r) => [r.id, r]))
    }, null),
    communitiesOfAmbassador: new BatchLoader(async (ids) => {
      const rows = await db
        .select({ ambassadorId: communityMembers.ambassadorId, community: communities })
        .from(communityMembers)
        .innerJoin(communities, eq(communities.id, communityMembers.communityId))
        .where(inArray(communityMembers.ambassadorId, [...ids]))
        .orderBy(asc(communities.position))
      const grouped = group(rows, (r) => r.ambassadorId)
      return new Map([...grouped].map(([k, v]) => [k, v.map((r) => r.community)]))
    }, []),
    answersOfQuestion: new BatchLoader(async (ids) => {
      const rows = await db
        .select()
        .from(answers)
        .where(inArray(answers.questionId, [...ids]))
        .orderBy(asc(answers.createdAt))
      return group(rows, (r) => r.questionId)
    }, []),
    memberCount: new BatchLoader(async (ids) => {
      const rows = await db
        .select({ id: communityMembers.communityId, count: sql<number>`count(*)::int` })
        .from(communityMembers)
        .innerJoin(ambassadors, and(eq(ambassadors.id, communityMembers.ambassadorId), eq(ambassadors.active, true)))
        .where(inArray(communityMembers.communityId, [...ids]))
        .groupBy(communityMembers.communityId)
      return new Map(rows.map((r) => [r.id, Number(r.count)]))
    }, 0),
    membersOfCommunity: new BatchLoader(async (ids) => {
      const ranked = db
        .select({
          communityId: communityMembers.communityId,
          ambassadorId: communityMembers.ambassadorId,
          rank: sql<number>`row_number() over (partition by ${communityMembers.communityId} order by ${ambassadors.answeredCount} desc, ${ambassadors.id} asc)`.as('rank'),
        })
        .from(communityMembers)
        .innerJoin(ambassadors, and(eq(ambassadors.id, communityMembers.ambassadorId), eq(ambassadors.active, true)))
        .where(inArray(communityMembers.communityId, [...ids]))
        .as('ranked')
      const rows = await db
        .select({ communityId: ranked.communityId, ambassador: ambassadors })
        .from(ranked)
        .innerJoin(ambassadors, eq(ambassadors.id, ranked.ambassadorId))
        .where(lte(ranked.rank, COMMUNITY_MEMBERS_MAX))
        .orderBy(asc(ranked.communityId), asc(ranked.rank))
      return new Map([...group(rows, (r) => r.communityId)].map(([k, v]) => [k, v.map((r) => r.ambassador)]))
    }, []),
    publishedOfCommunity: new BatchLoader(async (ids) => {
      // A question can belong to several communities (its ambassador's): ranked per community.
      const ranked = db
        .select({
          communityId: communityMembers.communityId,
          questionId: questions.id,
          rank: sql<number>`row_number() over (partition by ${communityMembers.communityId} order by ${questions.publishedAt} desc, ${questions.id} asc)`.as('rank'),
        })
        .from(questions)
        .innerJoin(communityMembers, eq(communityMembers.ambassadorId, questions.ambassadorId))
        .where(and(eq(questions.orgId, orgId), eq(questions.published, true), sql`${questions.publishedAt} is not null`, inArray(communityMembers.communityId, [...ids])))
        .as('ranked')
      const rows = await db
        .select({ communityId: ranked.communityId, question: questions })
        .from(ranked)
        .innerJoin(questions, eq(questions.id, ranked.questionId))
        .where(lte(ranked.rank, COMMUNITY_QUESTIONS_MAX))
        .orderBy(asc(ranked.communityId), asc(ranked.rank))
      return new Map([...group(rows, (r) => r.communityId)].map(([k, v]) => [k, v.map((r) => r.question)]))
    }, []),
    publicationReview: new BatchLoader(async (ids) => {
      const rows = await db
        .select()
        .from(publicationReviews)
        .where(and(eq(publicationReviews.orgId, orgId), inArray(publicationReviews.questionId, [...ids])))
      return new Map(rows.map((r) => [r.questionId, r]))
    }, null),
  }
}
