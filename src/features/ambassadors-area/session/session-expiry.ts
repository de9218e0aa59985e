/**
 * When the ambassador's session cookie (`gql:default.token`, 7 days) expires.
 * Scripts cannot read a cookie's expiry, so the moment is written beside the
 * token at sign-in, in a cookie of the same lifetime (every tab of the browser
 * sees it, and it goes when the token goes). The moment is this browser's own
 * clock plus the cookie's max age — exactly when the browser drops the token —
 * not the API's `expiresAt`, which a wrong client clock would misplace.
 */
import { TOKEN_COOKIE_MAX_AGE_S, tokenCookieName } from '../../../runtime/constants'
import { createCookieStore, watchCookieExpiry, type CookieStore } from '../../../runtime/cookie'

export const SESSION_EXPIRES_COOKIE = `${tokenCookieName('default')}.expires`

export interface SessionExpiry {
  /** The token cookie was just written (for TOKEN_COOKIE_MAX_AGE_S): remember when it ends. */
  start(): void
  forget(): void
  /**
   * Calls `onExpire` once the remembered moment passes (timer capped by the
   * runtime's cookie watcher), or when the tab comes back after sleeping
   * through it. Returns a disposer.
   */
  watch(onExpire: () => void): () => void
}

/** `cookieName`: where the end is kept (the staff console keeps its own, beside its own token). */
export function createSessionExpiry(cookies: CookieStore = createCookieStore(), cookieName: string = SESSION_EXPIRES_COOKIE): SessionExpiry {
  const read = (): number | undefined => {
    const at = Number(cookies.get(cookieName))
    return Number.isFinite(at) && at > 0 ? at : undefined
  }
  return {
    start() {
      cookies.set(cookieName, String(Date.now() + TOKEN_COOKIE_MAX_AGE_S * 1000), { maxAge: TOKEN_COOKIE_MAX_AGE_S })
    },
    forget() {
      cookies.remove(cookieName)
    },
    watch(onExpire) {
      let stopTimer = (): void => {}
      let done = false
      // Re-read at the due time: another tab may have signed in again since (new token, later end).
      const check = (): void => {
        if (done) return
        const at = read()
        if (at !== undefined && at > Date.now()) return arm(at)
        done = true
        stop()
        onExpire()
      }
      const arm = (at: number): void => {
        stopTimer()
        stopTimer = watchCookieExpiry(new Date(at), check)
      }
      // Timers do not run while a computer sleeps: coming back to the tab checks again.
      const onVisible = (): void => {
        if (document.visibilityState === 'visible') check()
      }
      const stop = (): void => {
        stopTimer()
        document.removeEventListener('visibilitychange', onVisible)
      }
      const at = read()
      // No known end (signed in before ends were kept, or cookies refused): the API's refusal still signs out.
      if (at === undefined) return () => {}
      document.addEventListener('visibilitychange', onVisible)
      arm(at)
      return () => {
        done = true
        stop()
      }
    },
  }
}
