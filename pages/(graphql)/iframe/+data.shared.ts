import { embedAmbassadorsVariables, EmbedAmbassadorsQuery } from '../../../src/features/embed/embed-operations'
import { definePageData } from '../../../renderer/page-data'

// The default ambassadors are prerendered (HTML and _payload.json): the frame
// paints without waiting for the API. `?ambassadors=` lists are fetched live.
export const data = definePageData(async ({ client, locale }) => {
  await client.query(EmbedAmbassadorsQuery, embedAmbassadorsVariables(locale, null)).toPromise()
  return {}
})

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
