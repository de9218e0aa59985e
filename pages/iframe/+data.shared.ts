import { definePageData } from '../../renderer/page-data'

// The default ambassadors are prerendered (HTML and _payload.json) as plain
// data: the frame paints without waiting for the API and without the GraphQL
// client. `?ambassadors=` lists are fetched live by the page.
export const data = definePageData(async ({ client, locale }) => {
  const { loadEmbedAmbassadors } = await import('../../src/features/embed/embed-load')
  return { ambassadors: await loadEmbedAmbassadors(client, locale, null) }
})

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
