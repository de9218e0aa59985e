import { MatchOptionsQuery } from '../../../src/features/match/match-queries'
import { definePageData } from '../../../renderer/page-data'

// Prerendered: the choices of the questionnaire (fields, interests, languages). The ranking is live.
export const data = definePageData(async ({ client, locale }) => {
  await client.query(MatchOptionsQuery, { locale }).toPromise()
  return {}
})

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
