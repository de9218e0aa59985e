import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
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

/** axe-core (WCAG 2.0–2.2 A/AA + best practices) on the page as it is now: 0 violations, listed readably otherwise. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  const report = violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`)
  expect(report, `axe violations on ${page.url()} (${state})`).toEqual([])
}
