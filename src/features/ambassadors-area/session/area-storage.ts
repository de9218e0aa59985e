/**
 * What the area keeps in sessionStorage for this tab: answer drafts (through
 * the forms module's draft store), which question was open, which section and
 * tab were shown. It lets a re-sign-in after an expired session land exactly
 * where the ambassador was, with the half-typed answer. An explicit sign-out
 * forgets all of it (a shared computer must not keep someone's answers).
 */
import { FORM_DRAFT_STORAGE_PREFIX, sessionStore } from '../../../forms/draft'
import { IDEMPOTENCY_STORAGE_PREFIX } from '../../../forms/idempotency'

/** Prefix of every form persist key of the area (answer drafts, their idempotency keys). */
export const AREA_PERSIST_PREFIX = 'ambassadors-area:'
const UI_PREFIX = 'ambassadors-area-ui:'

export const answerPersistKey = (questionId: string): string => `${AREA_PERSIST_PREFIX}answer:${questionId}`

export function readUiState(name: string): string | null {
  try {
    return sessionStore()?.getItem(UI_PREFIX + name) ?? null
  } catch {
    return null
  }
}

export function writeUiState(name: string, value: string | null): void {
  try {
    const storage = sessionStore()
    if (value === null) storage?.removeItem(UI_PREFIX + name)
    else storage?.setItem(UI_PREFIX + name, value)
  } catch {
    // Private mode or full quota: the area still works, it only forgets the view.
  }
}

/** Removes the area's drafts, idempotency keys and view state from this tab. */
export function forgetAreaStorage(storage: Storage | null = sessionStore()): void {
  if (!storage) return
  const prefixes = [FORM_DRAFT_STORAGE_PREFIX + AREA_PERSIST_PREFIX, IDEMPOTENCY_STORAGE_PREFIX + AREA_PERSIST_PREFIX, UI_PREFIX]
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
