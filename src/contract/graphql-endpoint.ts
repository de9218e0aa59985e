/** GraphQL endpoint path, relative to the API host: the server mounts it, both clients post to it (seed §7). */
export const GRAPHQL_PATH = '/gql/public'

/** Organization chosen per API request by this header (default: the seeded `demo`). */
export const ORGANIZATION_HEADER = 'X-Organization'
