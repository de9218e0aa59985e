import type { OperationContext } from '@urql/core'
import { organizationHeaders } from './create-client'

/**
 * The context of the two sign-in mutations (both areas' sign-in): sent with
 * credentials, so the API can set and read the browser's sign-in cookie: a
 * code is bound to the browser that asked for it, and only that browser's
 * wrong codes use it up (server/sessions/sign-in.ts). Every other request
 * keeps the client's `credentials: 'omit'`: sessions are bearer tokens.
 * A per-call context, not an exchange, so only the sign-in screens carry it,
 * not every page's first load.
 */
export const signInContext = (): Partial<OperationContext> => ({ fetchOptions: { credentials: 'include', headers: organizationHeaders() } })
