/** A community's members, counts and published Q&A, and an ambassador's communities: batched per request. */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { BatchLoader, perRequest } from '../core/batch-loader'
import { groupBy } from '../core/group-by'
import type { AmbassadorRow, CommunityRow, QuestionRow } from '../db/rows'
import { ambassadors, communities, communityMembers, questions } from '../db/schema'

/** The most a community's nested lists return (schema: `Community.ambassadors(first ≤ 100)`, `publishedQuestions(first ≤ 50)`). */
export const COMMUNITY_MEMBERS_MAX = 100
export const COMMUNITY_QUESTIONS_MAX = 50

export const communitiesOfAmbassador = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, CommunityRow[]>(async (ids) => {
      const rows = await db
        .select({ ambassadorId: communityMembers.ambassadorId, community: communities })
        .from(communityMembers)
        .innerJoin(communities, eq(communities.id, communityMembers.communityId))
        .where(inArray(communityMembers.ambassadorId, [...ids]))
        .orderBy(asc(communities.position))
      const grouped = groupBy(rows, (r) => r.ambassadorId)
      return new Map([...grouped].map(([k, v]) => [k, v.map((r) => r.community)]))
    }, []),
)

export const memberCountOf = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ id: communityMembers.communityId, count: sql<number>`count(*)::int` })
        .from(communityMembers)
        .innerJoin(ambassadors, and(eq(ambassadors.id, communityMembers.ambassadorId), eq(ambassadors.active, true)))
        .where(inArray(communityMembers.communityId, [...ids]))
        .groupBy(communityMembers.communityId)
      return new Map(rows.map((r) => [r.id, Number(r.count)]))
    }, 0),
)

/** A community's active ambassadors, most answers first: one query for every community of the request. */
export const membersOfCommunity = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, AmbassadorRow[]>(async (ids) => {
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
      return new Map([...groupBy(rows, (r) => r.communityId)].map(([k, v]) => [k, v.map((r) => r.ambassador)]))
    }, []),
)

/**
 * A published question belongs to a group when the group asked it ("ask this
 * group", `questions.community_id`) or one of its ambassadors answered it.
 * `groupId`: the group's id column (or value) the condition is read against.
 */
export const belongsToGroup = (groupId: SQL | AnyColumn): SQL =>
  sql`(${questions.communityId} = ${groupId} or exists (select 1 from ${communityMembers} where ${communityMembers.communityId} = ${groupId} and ${communityMembers.ambassadorId} = ${questions.ambassadorId}))`

/** Q&A asked in the group or published by its members, newest first: one query for every community of the request. */
export const publishedOfCommunity = perRequest(
  ({ db, org }: Pick<Deps, 'db' | 'org'>) =>
    new BatchLoader<string, QuestionRow[]>(async (ids) => {
      // A question can belong to several communities (its ambassador's): ranked per community.
      const ranked = db
        .select({
          // Aliases of their own: the outer query also reads `questions` (with its own `id` and `community_id`).
          communityId: sql<string>`${communities.id}`.as('group_id'),
          questionId: sql<string>`${questions.id}`.as('question_id'),
          rank: sql<number>`row_number() over (partition by ${communities.id} order by ${questions.publishedAt} desc, ${questions.id} asc)`.as('rank'),
        })
        .from(questions)
        .innerJoin(communities, belongsToGroup(communities.id))
        .where(and(eq(questions.orgId, org.id), eq(questions.published, true), sql`${questions.publishedAt} is not null`, inArray(communities.id, [...ids])))
        .as('ranked')
      const rows = await db
        .select({ communityId: ranked.communityId, question: questions })
        .from(ranked)
        .innerJoin(questions, eq(questions.id, ranked.questionId))
        .where(lte(ranked.rank, COMMUNITY_QUESTIONS_MAX))
        .orderBy(asc(ranked.communityId), asc(ranked.rank))
      return new Map([...groupBy(rows, (r) => r.communityId)].map(([k, v]) => [k, v.map((r) => r.question)]))
    }, []),
)
