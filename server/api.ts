/**
 * The GraphQL API of one process: the schema's resolvers from every domain
 * (api-resolvers.ts) and each request's context (api-context.ts), served by
 * the GraphQL edge (graphql/yoga.ts).
 */
import type { YogaServerInstance } from 'graphql-yoga'
import { createContext } from './api-context'
import { resolvers } from './api-resolvers'
import type { ApiContext } from './graphql/context'
import type { EventStreams } from './graphql/event-streams'
import { createGraphqlHandler } from './graphql/yoga'
import type { ServerContext } from './graphql/yoga'
import type { AppServices } from './services'
import { bearerToken } from './sessions/auth'

export function createApi(services: AppServices, streams: EventStreams, heartbeatMs?: number): YogaServerInstance<ServerContext, ApiContext> {
  return createGraphqlHandler({
    env: services.env,
    resolvers,
    context: (request, { ip, setCookie }) => createContext(services, request, ip, bearerToken(request.headers.get('authorization')), setCookie),
    onOrganizationChange: (invalidate) => services.orgs.onClear(invalidate),
    streams,
    heartbeatMs,
  })
}
