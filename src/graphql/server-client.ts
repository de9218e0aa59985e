import { createGraphqlClient, type GraphqlClient } from './create-client'
import { sitePhotoUrlsExchange } from './site-photo-urls'
import { createServerTokenStore } from './token-store'

/**
 * A fresh public client per (pre)render: the visitor token, if any, comes
 * from the incoming request's cookies (cookies proxied); nothing is cached
 * across requests, and no session is ever started on the server. Photos are
 * referenced on the site itself (site-photo-urls.ts).
 */
export function createServerGraphqlClient(cookieHeader: string | undefined): GraphqlClient {
  return createGraphqlClient({ name: 'public', tokens: createServerTokenStore('public', cookieHeader), isClient: false, beforeSsr: [sitePhotoUrlsExchange] })
}

/** For rendering on the server: a client that replays the page's collected results. */
export function createReplayClient(data: import('@urql/core').SSRData | undefined): GraphqlClient {
  const graphql = createGraphqlClient({ name: 'public', tokens: createServerTokenStore('public', undefined), isClient: true })
  if (data) graphql.ssr.restoreData(data)
  return graphql
}
