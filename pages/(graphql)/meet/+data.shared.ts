import { chooserVariables } from '../../../src/features/meet/chooser-variables'
import { MeetChooserQuery } from '../../../src/features/meet/meet-operations'
import { definePageData } from '../../../renderer/page-data'

// Only what does not depend on the query string: the chooser's first page.
// The `?ambassador=` card, the slots and `?manage=` are fetched live by the page.
export const data = definePageData(async ({ client, locale }) => {
  await client.query(MeetChooserQuery, chooserVariables('', null, locale)).toPromise()
  return {}
})

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
