/**
 * Form drafts in sessionStorage: what a visitor typed survives a reload, a
 * failed submit or an API outage, and is forgotten once the form is sent.
 * Every storage call is guarded: private modes and full quotas only lose the
 * draft, never the form.
 */

/** Form drafts (sessionStorage) are written this long after the last change. */
export const FORM_DRAFT_SAVE_DEBOUNCE_MS = 300
/** sessionStorage key prefix of form drafts (`form-draft:{persistKey}`). */
export const FORM_DRAFT_STORAGE_PREFIX = 'form-draft:'

export type DraftValues = Readonly<Record<string, unknown>>

/** The session's storage, or null (server rendering, storage disabled). */
export function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null
  } catch {
    return null
  }
}

export const draftStorageKey = (persistKey: string): string => `${FORM_DRAFT_STORAGE_PREFIX}${persistKey}`

export function saveDraft(storage: Storage | null, persistKey: string, values: DraftValues, exclude: readonly string[] = []): void {
  if (!storage) return
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !exclude.includes(name)))
  try {
    storage.setItem(draftStorageKey(persistKey), JSON.stringify(kept))
  } catch {
    // Quota or privacy mode: the form still works, only without a draft.
  }
}

export function loadDraft(storage: Storage | null, persistKey: string): Record<string, unknown> | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(draftStorageKey(persistKey))
    if (raw === null) return null
    const parsed: unknown = JSON.parse(raw)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function clearDraft(storage: Storage | null, persistKey: string): void {
  try {
    storage?.removeItem(draftStorageKey(persistKey))
  } catch {
    // Nothing to clear.
  }
}

/** Same shape as the initial value: a stored draft of an older form version is ignored field by field. */
export function sameKind(initial: unknown, candidate: unknown): boolean {
  if (Array.isArray(initial)) return Array.isArray(candidate) && candidate.every((item) => typeof item === 'string' || typeof item === 'number')
  if (initial === null || initial === undefined) return typeof candidate === 'string' || typeof candidate === 'number' || typeof candidate === 'boolean'
  return typeof candidate === typeof initial
}
