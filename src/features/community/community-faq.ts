import { createRequest, type SSRData } from '@urql/core'
import type { ResultOf } from '../../graphql/graphql'
import type { Locale } from '../../contract/locale'
import type { FaqEntry } from '../share/json-ld'
import { CommunityGroupsQuery } from './community-queries'

/**
 * The published Q&A of /community, for its FAQPage (pages/(graphql)/community/+Head.tsx):
 * read from the GraphQL results the page was prerendered with, so the page
 * gains no data and no script. Each question once (a question can be
 * published in several groups).
 */
export function communityFaqEntries(results: SSRData | undefined, locale: Locale): FaqEntry[] {
  const serialized = results?.[createRequest(CommunityGroupsQuery, { locale }).key]?.data
  if (serialized === undefined) return []
  const { communities } = JSON.parse(serialized) as ResultOf<typeof CommunityGroupsQuery>
  const byId = new Map<string, FaqEntry>()
  for (const group of communities) for (const q of group.publishedQuestions) byId.set(q.id, { topic: q.topic, body: q.body, answers: q.answers.map((answer) => answer.body) })
  return [...byId.values()]
}
