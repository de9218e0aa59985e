import type { APIRequestContext, Page, Request } from '@playwright/test'
import type { Locale } from '../../../src/contract/locale'

/** Helpers shared by the home, community and analytics browser tests. */

type GraphqlBody = { operationName?: string; query?: string; variables?: Record<string, unknown> }

function graphqlBodyOf(request: Request): GraphqlBody | null {
  if (!new URL(request.url()).pathname.endsWith('/gql/public')) return null
  try {
    return (request.postDataJSON() as GraphqlBody | null) ?? { query: new URL(request.url()).searchParams.get('query') ?? '' }
  } catch {
    return null
  }
}

/** Every GraphQL operation the page sends from now on, by name (queries and mutations). */
export function recordGraphqlOperations(page: Page): { name: string; variables: Record<string, unknown> }[] {
  const operations: { name: string; variables: Record<string, unknown> }[] = []
  page.on('request', (request) => {
    const body = graphqlBodyOf(request)
    if (body) operations.push({ name: body.operationName ?? 'anonymous', variables: body.variables ?? {} })
  })
  return operations
}

/**
 * Resolves once every request the page had started by now has been seen: the
 * page's effects get a frame and a task to run (queries start in effects),
 * then a marker request goes out; the browser reports requests in the order
 * they start, so any query started before it was recorded first.
 */
export async function settledRequests(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  const marker = `/builds/latest.json?barrier=${Date.now()}`
  await Promise.all([page.waitForRequest((r) => r.url().endsWith(marker)), page.evaluate((url) => fetch(url).then(() => undefined), marker)])
}

/** Asks the real API directly (the same data the page shows). */
export async function apiQuery<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/gql/public', { data: { query, variables } })
  const json = (await response.json()) as { data?: T; errors?: unknown }
  if (!json.data) throw new Error(`API error: ${JSON.stringify(json.errors)}`)
  return json.data
}

export type DirectoryFilterVars = { countries?: string[]; languages?: string[]; text?: string; communityId?: string }

/** Total and first names of the directory for a filter, straight from the API (default sort). */
export async function directoryFromApi(request: APIRequestContext, filter: DirectoryFilterVars | null, first = 24) {
  const data = await apiQuery<{ ambassadors: { totalCount: number; nodes: { firstName: string; lastInitial: string }[] } }>(
    request,
    'query($filter: AmbassadorFilter, $first: Int) { ambassadors(filter: $filter, first: $first) { totalCount nodes { firstName lastInitial } } }',
    { filter, first },
  )
  return { total: data.ambassadors.totalCount, names: data.ambassadors.nodes.map((n) => `${n.firstName} ${n.lastInitial}`) }
}

/** Numbers as the page writes them (French groups thousands with a narrow no-break space). */
export const formatCount = (value: number, locale: Locale): string => new Intl.NumberFormat(locale).format(value)
