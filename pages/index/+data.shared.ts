import { definePageData } from '../../renderer/page-data'

// Everything on the home page is prerendered (HTML and `_payload.json`) as
// plain data: the page renders it without the GraphQL client, which loads
// only for the live refresh of the key figures after hydration.
export const data = definePageData(async ({ client, locale }) => {
  const { loadHome } = await import('./home-load')
  return { home: await loadHome(client, locale) }
})

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
