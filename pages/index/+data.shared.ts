import { definePageData } from '../../src/runtime/page-data'
import { FeaturedAmbassadorsQuery, HomeFiguresQuery, homeVariables, RecentAnswersQuery } from './home-queries'

// Everything on the home page is prerendered (and in `_payload.json`), so a
// first visit and a client navigation render it with no API request.
export const data = definePageData(async ({ client, locale }) => {
  const variables = homeVariables(locale)
  await Promise.all([
    client.query(HomeFiguresQuery, variables.figures).toPromise(),
    client.query(FeaturedAmbassadorsQuery, variables.featured).toPromise(),
    client.query(RecentAnswersQuery, variables.recent).toPromise(),
  ])
  return {}
})
