/**
 * The ambassador's session as the area sees it. The token itself lives in the
 * `default` client's token store (cookie `gql:default.token`); this store only
 * says which screen to show:
 * - `signedOut`: no token (first visit, or after "Sign out");
 * - `signedIn`: a token the API has not refused yet;
 * - `expired`: the session cookie's end came while the tab was open (the
 *   expiry watcher), or the API answered UNAUTHENTICATED (the client already
 *   cleared the token); the sign-in shows again and drafts are kept for
 *   afterwards.
 */
import { getBrowserClient, onAmbassadorSignedOut } from '../../../graphql/browser-clients'
import { forgetAreaStorage } from './area-storage'
import { createSessionExpiry, type SessionExpiry } from './session-expiry'

export type SessionStatus = 'signedOut' | 'signedIn' | 'expired'

type Listener = () => void

export interface SessionStore {
  readonly getStatus: () => SessionStatus
  readonly subscribe: (listener: Listener) => () => void
  /** After a successful `signIn`: keep the token, show the area. */
  signedIn(token: string): void
  /** After "Sign out" (the API call is the caller's): forget token and drafts. */
  signedOut(): void
}

interface TokenHolder {
  get(): string | undefined
  set(token: string): void
  clear(): void
}

const noExpiry: SessionExpiry = { start: () => {}, forget: () => {}, watch: () => () => {} }

export function createSessionStore(
  tokens: TokenHolder,
  onRefused: (listener: () => void) => () => void,
  forget: () => void = forgetAreaStorage,
  expiry: SessionExpiry = noExpiry,
): SessionStore {
  let status: SessionStatus = tokens.get() ? 'signedIn' : 'signedOut'
  const listeners = new Set<Listener>()
  let stopWatching = (): void => {}
  const set = (next: SessionStatus): void => {
    if (next === status) return
    status = next
    listeners.forEach((listener) => listener())
  }
  const expire = (): void => {
    // A refusal or an end while signed out (a stray request, a late timer) changes nothing.
    if (status !== 'signedIn') return
    stopWatching()
    tokens.clear()
    expiry.forget()
    set('expired')
  }
  const watchExpiry = (): void => {
    stopWatching()
    stopWatching = expiry.watch(expire)
  }
  onRefused(expire)
  if (status === 'signedIn') watchExpiry()
  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signedIn(token) {
      tokens.set(token)
      expiry.start()
      watchExpiry()
      set('signedIn')
    },
    signedOut() {
      stopWatching()
      tokens.clear()
      expiry.forget()
      forget()
      set('signedOut')
    },
  }
}

let browserStore: SessionStore | undefined

/** The tab's one session store (browser only). */
export function getSessionStore(): SessionStore {
  if (!browserStore) browserStore = createSessionStore(getBrowserClient('default').tokens, onAmbassadorSignedOut, forgetAreaStorage, createSessionExpiry())
  return browserStore
}
