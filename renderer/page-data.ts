import type { PageContext } from 'vike/types'
import type { Organization } from '../src/features/organization/organization-query'
import { definePrerenderedData, type DataLoader, type ServerResults } from '../src/runtime/page-data'

/**
 * What the shell (header, footer, title, brand colour) needs on every page:
 * the organization. Null only when a live load failed in the browser.
 */
export type ShellData = { organization: Organization | null }

/** A page's data: the shell's, the page's own (absent when a live load failed) and the GraphQL results. */
type PageData<Extra extends object> = ShellData & Partial<Extra> & ServerResults

type PageDataHook<Extra extends object> = (pageContext: PageContext) => Promise<PageData<Extra>>

/**
 * Every page's data hook (`+data.shared.ts`): the shell's data and the page's
 * own, loaded together and prerendered (src/runtime/page-data.ts moves them).
 * Pages read it with `useData<Data>()`, `Data` exported beside the hook.
 */
export function definePageData(): PageDataHook<object>
export function definePageData<Extra extends object>(loadPage: DataLoader<Extra>): PageDataHook<Extra>
export function definePageData(loadPage: DataLoader<object> = () => Promise.resolve({})): PageDataHook<object> {
  return definePrerenderedData<ShellData>(
    async ({ client, locale }) => {
      // Loaded on demand: the GraphQL documents stay out of every first load.
      const { loadOrganization } = await import('../src/features/organization/organization-query')
      const [organization, extra] = await Promise.all([loadOrganization(client, locale), loadPage({ client, locale })])
      return { ...extra, organization }
    },
    { organization: null },
  )
}
