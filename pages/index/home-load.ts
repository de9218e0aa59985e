import type { Client } from '@urql/core'
import type { Locale } from '../../src/contract/locale'
import { FeaturedAmbassadorsQuery, HomeFiguresQuery, homeVariables, RecentAnswersQuery } from './home-queries'
import type { HomeData } from './home-data'

/**
 * Runs the home page's three queries. Imported lazily (by the data hook at
 * prerender and on a live fallback, by the live refresh in the browser), so
 * the GraphQL runtime never weighs on the home page's first load.
 */
export async function loadHome(client: Client, locale: Locale, requestPolicy: 'cache-first' | 'network-only' = 'cache-first'): Promise<HomeData> {
  const variables = homeVariables(locale)
  const [figures, featured, recent] = await Promise.all([
    client.query(HomeFiguresQuery, variables.figures, { requestPolicy }).toPromise(),
    client.query(FeaturedAmbassadorsQuery, variables.featured, { requestPolicy }).toPromise(),
    client.query(RecentAnswersQuery, variables.recent, { requestPolicy }).toPromise(),
  ])
  if (!figures.data || !featured.data || !recent.data) throw figures.error ?? featured.error ?? recent.error ?? new Error('No home data')
  const answered = recent.data.publishedQuestions.nodes
  return { keyFigures: figures.data.organization.keyFigures, featured: featured.data.ambassadors, recent: inPageLanguageFirst(answered, locale) }
}

/**
 * "Recently answered" shows the page's language first (issue 21): sorted here,
 * at prerender, so the page's own code stays as small as it was. The sort is
 * stable: newest first within each language.
 */
export const inPageLanguageFirst = <Q extends { language: Locale }>(questions: readonly Q[], locale: Locale): Q[] =>
  [...questions].sort((a, b) => Number(b.language === locale) - Number(a.language === locale))

/** The browser's full live read: to retry a page whose data failed to load. */
export async function loadHomeLive(locale: Locale): Promise<HomeData> {
  const { getBrowserClient } = await import('../../src/graphql/browser-clients')
  return loadHome(getBrowserClient('public').client, locale, 'network-only')
}

/** The live refresh after hydration: only what changes with every answer, the key figures. */
export async function loadKeyFiguresLive(): Promise<HomeData['keyFigures']> {
  const { getBrowserClient } = await import('../../src/graphql/browser-clients')
  const result = await getBrowserClient('public').client.query(HomeFiguresQuery, {}, { requestPolicy: 'network-only' }).toPromise()
  if (!result.data) throw result.error ?? new Error('No key figures')
  return result.data.organization.keyFigures
}
