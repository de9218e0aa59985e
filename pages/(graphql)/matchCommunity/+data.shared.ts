import { MatchCommunitiesQuery } from '../../../src/features/match/community-queries'
import { definePageData } from '../../../renderer/page-data'

// Prerendered: every community group (the picker, the other groups). The best fit and the group detail are live.
export const data = definePageData(async ({ client, locale }) => {
  await client.query(MatchCommunitiesQuery, { locale }).toPromise()
  return {}
})

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
