/**
 * The staff member's session as the console sees it: the ambassadors area's
 * session store (signedOut / signedIn / expired, with the cookie's end
 * watched), wired to the console's own client and cookies: the token in
 * `gql:staff.token` (staff-client.ts), its end in
 * `gql:staff.token.expires`. An ambassador signed in in the same browser is
 * not touched by anything here.
 */
import { createCookieStore } from '../../../runtime/cookie'
import { createSessionExpiry } from '../../ambassadors-area/session/session-expiry'
import { createSessionStore, type SessionStatus, type SessionStore } from '../../ambassadors-area/session/session-store'
import { forgetConsoleStorage } from './console-storage'
import { getStaffBrowserClient, onStaffSignedOut, STAFF_TOKEN_COOKIE } from './staff-client'

export type { SessionStatus }

export const STAFF_SESSION_EXPIRES_COOKIE = `${STAFF_TOKEN_COOKIE}.expires`

let store: SessionStore | undefined

/** The tab's one staff session store (browser only). */
export function getStaffSession(): SessionStore {
  store ??= createSessionStore(getStaffBrowserClient().tokens, onStaffSignedOut, forgetConsoleStorage, createSessionExpiry(createCookieStore(), STAFF_SESSION_EXPIRES_COOKIE))
  return store
}
