/**
 * What the console keeps in this tab's sessionStorage: the settings draft and
 * its idempotency key (through the forms module), the chosen tab, the e-mail
 * waiting for its code. A re-sign-in after an expired session finds them; an
 * explicit sign-out forgets them all (a shared computer keeps nothing).
 */
import { FORM_DRAFT_STORAGE_PREFIX, sessionStore } from '../../../forms/draft'
import { IDEMPOTENCY_STORAGE_PREFIX } from '../../../forms/idempotency'

/** Prefix of every form persist key of the console. */
export const CONSOLE_PERSIST_PREFIX = 'staff-console:'
const UI_PREFIX = 'staff-console-ui:'

export function readConsoleState(name: string): string | null {
  try {
    return sessionStore()?.getItem(UI_PREFIX + name) ?? null
  } catch {
    return null
  }
}

export function writeConsoleState(name: string, value: string | null): void {
  try {
    const storage = sessionStore()
    if (value === null) storage?.removeItem(UI_PREFIX + name)
    else storage?.setItem(UI_PREFIX + name, value)
  } catch {
    // Private mode or a full quota: the console still works, it only forgets the view.
  }
}

/** Removes the console's drafts, idempotency keys and view state from this tab. */
export function forgetConsoleStorage(storage: Storage | null = sessionStore()): void {
  if (!storage) return
  const prefixes = [FORM_DRAFT_STORAGE_PREFIX + CONSOLE_PERSIST_PREFIX, IDEMPOTENCY_STORAGE_PREFIX + CONSOLE_PERSIST_PREFIX, UI_PREFIX]
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
