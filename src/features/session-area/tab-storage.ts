/**
 * What a signed-in area (the ambassadors area, the staff console) keeps in
 * this tab's sessionStorage: form drafts and their idempotency keys (through
 * the forms module, under the area's persist prefix) and its view state (the
 * section, the tab, the e-mail waiting for its code). A re-sign-in after an
 * expired session finds them; an explicit sign-out forgets them all (a shared
 * computer must keep nothing). Each area has its own prefixes, so signing out
 * of one leaves the other alone.
 */
import { FORM_DRAFT_STORAGE_PREFIX, sessionStore } from '../../forms/draft'
import { IDEMPOTENCY_STORAGE_PREFIX } from '../../forms/idempotency'

export interface TabStorage {
  /** Prefix of every form persist key of the area (drafts, their idempotency keys). */
  readonly persistPrefix: string
  readonly read: (name: string) => string | null
  /** `null` removes the value. */
  readonly write: (name: string, value: string | null) => void
  /** Removes the area's drafts, idempotency keys and view state from this tab. */
  readonly forget: (storage?: Storage | null) => void
}

/** `area` names the keys: `<area>:` for form persist keys, `<area>-ui:` for view state. */
export function createTabStorage(area: string): TabStorage {
  const persistPrefix = `${area}:`
  const uiPrefix = `${area}-ui:`
  const read = (name: string): string | null => {
    try {
      return sessionStore()?.getItem(uiPrefix + name) ?? null
    } catch {
      return null
    }
  }
  const write = (name: string, value: string | null): void => {
    try {
      const storage = sessionStore()
      if (value === null) storage?.removeItem(uiPrefix + name)
      else storage?.setItem(uiPrefix + name, value)
    } catch {
      // Private mode or a full quota: the area still works, it only forgets the view.
    }
  }
  const forget = (storage: Storage | null = sessionStore()): void => {
    if (!storage) return
    const prefixes = [FORM_DRAFT_STORAGE_PREFIX + persistPrefix, IDEMPOTENCY_STORAGE_PREFIX + persistPrefix, uiPrefix]
    try {
      const doomed: string[] = []
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)
        if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) doomed.push(key)
      }
      doomed.forEach((key) => storage.removeItem(key))
    } catch {
      // Nothing we can clear.
    }
  }
  return { persistPrefix, read, write, forget }
}
