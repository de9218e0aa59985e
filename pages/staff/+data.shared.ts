import { definePageData } from '../../renderer/page-data'

export const data = definePageData()

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
