/**
 * graphql-yoga with the hardening of docs/spec.md §6: graphql-armor (depth, cost,
 * aliases, tokens, directives, no field suggestions), masked errors (the
 * original is logged, the client sees "Unexpected error."), introspection off
 * in production, no batching, and optionally only the front end's own
 * operations (trusted-documents.ts). CORS, body size and security headers are the
 * HTTP layer's job (server/http).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import type { FieldNode, ValidationContext } from 'graphql'
import { createGraphQLError, createSchema, createYoga, maskError } from 'graphql-yoga'
import type { Plugin, YogaServerInstance } from 'graphql-yoga'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { describeForLog } from './error-log'
import { asGraphqlError } from './service-errors'
import { serviceErrorOf } from '../core/errors'
import { isStreamGrantChanged } from '../core/stream-grant'
import { eventStreamPlugin } from './event-streams'
import type { EventStreams } from './event-streams'
import type { ApiContext } from './context'
import type { Env } from '../env'
import { COMPILE_AFTER_RUNS, jitExecutorPlugin, resolveFieldsAsGraphqlJsDoes } from './jit-executor'
import { multipartUploadsOnlyPlugin } from './multipart-uploads'
import { executionTimeLimitPlugin, queryCostPlugin } from './request-limits'
import type { ResolverMap } from './resolver-types'
import { responseCachePlugins } from './response-cache'
import { loadTrustedDocuments, trustedDocumentsPlugin } from './trusted-documents'

export const SCHEMA_PATH = fileURLToPath(new URL('../schema.graphql', import.meta.url))

/** Limits generous for the front end's real operations, tight for abuse. */
export const ARMOR = {
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 5000 },
  maxTokens: { n: 2000 },
  maxDirectives: { n: 20 },
  blockFieldSuggestion: { enabled: true },
} as const

export interface ServerContext {
  readonly ip: string
  /** Adds a Set-Cookie header to the response (only the sign-in browser key is ever set: sessions are bearer tokens). */
  readonly setCookie: (header: string) => void
}

/** Production: `__schema` / `__type` are refused (graphql's own rule, written inline to avoid a second graphql copy). */
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext) => ({
      Field(node: FieldNode) {
        if (node.name.value === '__schema' || node.name.value === '__type') {
          context.reportError(createGraphQLError('GraphQL introspection is not allowed here.', { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED' } }))
        }
      },
    }))
  },
}

export interface GraphqlHandlerOptions {
  readonly env: Env
  /** Every domain's resolvers, merged (server/api-resolvers.ts). */
  readonly resolvers: ResolverMap
  /** The context of one request (server/api-context.ts). */
  readonly context: (request: Request, server: ServerContext) => Promise<ApiContext>
  /** Called with a function that empties the response cache whenever organization data changes. */
  readonly onOrganizationChange: (invalidate: () => void) => void
  /** Where subscriptions' SSE streams are registered (shutdown ends them). */
  readonly streams: EventStreams
  readonly heartbeatMs?: number
}

export function createGraphqlHandler(options: GraphqlHandlerOptions): YogaServerInstance<ServerContext, ApiContext> {
  const { env, resolvers, streams, heartbeatMs } = options
  const production = env.nodeEnv === 'production'
  // Read at start-up: a missing or damaged manifest stops the server with the fix, never a request.
  const trusted = env.trustedDocumentsFile !== null ? loadTrustedDocuments(env.trustedDocumentsFile) : null
  return createYoga<ServerContext, ApiContext>({
    schema: resolveFieldsAsGraphqlJsDoes(createSchema<ServerContext & ApiContext>({ typeDefs: readFileSync(SCHEMA_PATH, 'utf8'), resolvers })),
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request, ip, setCookie }) => options.context(request, { ip, setCookie }),
    graphiql: env.nodeEnv === 'development',
    landingPage: false,
    cors: false,
    batching: false,
    // Files only for the upload mutations (multipart-uploads.ts); their size is the HTTP layer's limit.
    multipart: true,
    // Parse and validation results cached by document text (LRU; yoga's default, stated): a known document is parsed and validated once.
    parserAndValidationCache: true,
    logging: false,
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        // A service's refusal reaches the caller with its code; graphql-js may have wrapped it (a resolver's or a scalar's).
        const refusal = serviceErrorOf(error)
        if (refusal !== null) return asGraphqlError(error, refusal)
        // A live stream whose holder's rights changed: the SSE writer ends it unsent (event-streams.ts), nothing to log.
        if (isStreamGrantChanged(error)) return createGraphQLError('This live stream ended.', { originalError: error instanceof Error ? error : undefined })
        const masked = maskError(error, message, false)
        if (masked !== error) console.error('[api] unexpected error:', describeForLog(error))
        return masked
      },
    },
    // Trusted documents first: an unknown document is refused before anything else looks at it.
    // The response cache last: it replaces the execute function (see its docs).
    plugins: [
      multipartUploadsOnlyPlugin(),
      ...(trusted ? [trustedDocumentsPlugin(trusted)] : []),
      EnvelopArmorPlugin(ARMOR),
      ...(production ? [disableIntrospection] : []),
      queryCostPlugin(),
      // Before the time limit: that plugin wraps whatever executor is set when it runs.
      jitExecutorPlugin(env.nodeEnv === 'test' ? 0 : COMPILE_AFTER_RUNS),
      executionTimeLimitPlugin(),
      ...(env.responseCache ? responseCachePlugins({ defaultOrganization: env.defaultOrganization, invalidatedBy: options.onOrganizationChange }) : []),
      // Last: it takes over the SSE writing yoga's own processors chose for subscriptions.
      eventStreamPlugin(streams, heartbeatMs),
    ],
  })
}
