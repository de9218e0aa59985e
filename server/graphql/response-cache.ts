/**
 * Response cache for the public catalogue (docs/decisions/016-response-cache.md):
 * queries whose root fields are all public and caller-independent are served
 * from memory for RESPONSE_CACHE_TTL_MS, shared by every visitor of the same
 * organization and language. Any mutation that can change what visitors see
 * bumps the data version, which is part of every cache key, so this server
 * never serves an answer older than its own last write; other replicas
 * converge within the TTL.
 */
import { createHash } from 'node:crypto'
// Aliased: a plugin factory, not a React hook.
import { createInMemoryCache, useResponseCache as responseCachePlugin } from '@graphql-yoga/plugin-response-cache'
import { getOperationAST, Kind, OperationTypeNode, parse } from 'graphql'
import type { DocumentNode, ExecutionArgs, OperationDefinitionNode } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { ORGANIZATION_HEADER } from '../../src/contract/graphql-endpoint'
import { preferredLocale } from '../core/locale'

/** How long a cached public answer may be served (bounds what another replica can miss). */
export const RESPONSE_CACHE_TTL_MS = 10_000
/** Entries kept (least recently used evicted): every org × language × filter combination in use. */
export const RESPONSE_CACHE_MAX_ENTRIES = 2000
/** Distinct query documents whose cacheability is remembered (the front end sends a few dozen). */
const MAX_CLASSIFIED_DOCUMENTS = 500

/** Root query fields that read only public data and never depend on who asks. */
export const CACHEABLE_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'organization',
  'ambassadors',
  'directoryFacets',
  'ambassador',
  'communities',
  'community',
  'publishedQuestions',
  'availableSlots',
  '__typename',
])

/** Mutations that change nothing a visitor can read through a cacheable query. */
export const PRIVATE_MUTATIONS: ReadonlySet<string> = new Set([
  'startVisitorSession',
  'trackEvents',
  'requestSignInCode',
  'signIn',
  'signOut',
  // Invited and pending ambassadors are never public (issue 17).
  'inviteAmbassadors',
  'importAmbassadors',
  'acceptInvitation',
  'completeProfile',
  // A visitor's own "my conversations" link (issue 33).
  'requestConversationsLink',
  'endConversationsLink',
])

const rootFields = (operation: OperationDefinitionNode): string[] => operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '…fragment'))

/** Whether a parsed request may be served from the shared cache. */
export function isCacheableOperation(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName)
  return operation?.operation === OperationTypeNode.QUERY && rootFields(operation).every((name) => CACHEABLE_QUERY_FIELDS.has(name))
}

/** Whether a mutation may change cached public data (unknown shapes count as yes). */
export function changesPublicData(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName)
  return operation?.operation === OperationTypeNode.MUTATION && !rootFields(operation).every((name) => PRIVATE_MUTATIONS.has(name))
}

export interface ResponseCacheOptions {
  /** The organization served when a request names none (Env.defaultOrganization). */
  readonly defaultOrganization: string
  readonly ttlMs?: number
  readonly maxEntries?: number
  /**
   * Writes made outside GraphQL mutations (the logo upload, an HTTP route)
   * register `invalidate` here and call it once they have committed.
   */
  readonly invalidatedBy?: (invalidate: () => void) => void
}

interface RequestParams {
  readonly query?: string
  readonly operationName?: string | null
}

export function responseCachePlugins(options: ResponseCacheOptions): Plugin[] {
  let version = 0
  options.invalidatedBy?.(() => void version++)
  const classified = new Map<string, boolean>()
  const cacheable = new WeakMap<Request, boolean>()

  // The cache answers in yoga's onParams, before parsing: classify the raw
  // document there (memoized per document text), so `enabled` can tell.
  const classify = (params: RequestParams): boolean => {
    const text = params.query ?? ''
    const key = `${params.operationName ?? ''}\n${text}`
    let result = classified.get(key)
    if (result === undefined) {
      try {
        result = isCacheableOperation(parse(text, { maxTokens: 2000 }), params.operationName)
      } catch {
        result = false
      }
      if (classified.size >= MAX_CLASSIFIED_DOCUMENTS) classified.clear()
      classified.set(key, result)
    }
    return result
  }

  const tracker: Plugin = {
    onParams({ params, request }) {
      cacheable.set(request, classify(params))
    },
    onExecute({ args }) {
      // envelop types the arguments loosely (it serves several graphql versions); yoga passes graphql's.
      const execution: ExecutionArgs = args
      if (!changesPublicData(execution.document, execution.operationName)) return
      // After the write has committed, so a read racing it cannot store old data under the new version.
      return { onExecuteDone: () => void version++ }
    },
  }

  const cache = responseCachePlugin({
    cache: createInMemoryCache({ max: options.maxEntries ?? RESPONSE_CACHE_MAX_ENTRIES }),
    session: () => null,
    enabled: (request) => cacheable.get(request) === true,
    ttl: options.ttlMs ?? RESPONSE_CACHE_TTL_MS,
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
    buildResponseCacheKey: ({ documentString, operationName, variableValues, request }) => {
      // The same organization and language resolution as createContext; hashed
      // because the key is also sent as the ETag header.
      const org = (request.headers.get(ORGANIZATION_HEADER) ?? options.defaultOrganization).trim().toLowerCase()
      const locale = preferredLocale(request.headers.get('accept-language'))
      const material = JSON.stringify([version, org, locale, operationName ?? '', documentString, variableValues ?? {}])
      return createHash('sha256').update(material).digest('base64url')
    },
  })
  return [tracker, cache]
}
