/** GraphQL endpoint path, relative to the API host: the server mounts it, both clients post to it (seed §7). */
export const GRAPHQL_PATH = '/gql/public'

/** Organization chosen per API request by this header (default: the seeded `demo`). */
export const ORGANIZATION_HEADER = 'X-Organization'

/**
 * Multipart (file upload) requests must send this header, with any value:
 * a browser cannot add it without a CORS preflight (yoga's CSRF prevention
 * header name). Lower case: Node's header keys are.
 */
export const UPLOAD_CSRF_HEADER = 'x-graphql-yoga-csrf'
