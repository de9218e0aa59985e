import { GRAPHQL_PATH } from '../contract/graphql-endpoint'

/**
 * `{API host}/gql/public`. In the browser: PUBLIC_ENV__API_URL when the API
 * lives on another host, else the site's own origin. While prerendering or
 * server rendering: API_URL (the build starts the API and sets it).
 */
export function graphqlEndpoint(): string {
  if (import.meta.env.SSR) {
    const host = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
    return new URL(GRAPHQL_PATH, host).href
  }
  const host = import.meta.env.PUBLIC_ENV__API_URL as string | undefined
  return host ? new URL(GRAPHQL_PATH, host).href : GRAPHQL_PATH
}

/** The organization this build is for (one build per organization); without it the API serves its DEFAULT_ORGANIZATION. */
export function organizationSlug(): string | undefined {
  const slug = import.meta.env.SSR ? process.env.ORG_SLUG : (import.meta.env.PUBLIC_ENV__ORG_SLUG as string | undefined)
  return slug || undefined
}

/** `{API host}{path}` in the browser, for the API's routes beside GraphQL (the staff console's logo upload). */
export function apiUrl(path: string): string {
  const host = import.meta.env.PUBLIC_ENV__API_URL as string | undefined
  return host ? new URL(path, host).href : path
}
