import { definePageData } from './page-data'

/**
 * The data hook of a page that prerenders nothing of its own, only what the
 * shell shows (the organization). Vike wants a `+data.shared.ts` in each
 * page's folder: those pages' files re-export this one, so they cannot drift
 * apart.
 */
export const data = definePageData()

/** What the page reads with `useData<Data>()`. */
export type Data = Awaited<ReturnType<typeof data>>
