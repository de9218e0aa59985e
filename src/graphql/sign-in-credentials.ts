import { makeOperation, mapExchange } from '@urql/core'
import type { Exchange } from '@urql/core'
import { operationNameOf } from './operation-name'

/** The operations that carry the sign-in browser cookie (both areas' sign-in, sign-in-operations.ts). */
const WITH_BROWSER_COOKIE = new Set(['RequestSignInCode', 'SignIn'])

/**
 * Sends the sign-in mutations with credentials, so the API can set and read
 * the browser's sign-in cookie: a code is bound to the browser that asked for
 * it, and only that browser's wrong codes use it up (server/sessions/sign-in.ts).
 * Every other request keeps `credentials: 'omit'`: sessions are bearer tokens.
 * Placed last before the fetch, where the other exchanges' headers are set.
 */
export const signInCredentialsExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind !== 'mutation' || !WITH_BROWSER_COOKIE.has(operationNameOf(operation.query) ?? '')) return operation
    const { fetchOptions } = operation.context
    const base = typeof fetchOptions === 'function' ? fetchOptions() : (fetchOptions ?? {})
    return makeOperation(operation.kind, operation, { ...operation.context, fetchOptions: { ...base, credentials: 'include' } })
  },
})
