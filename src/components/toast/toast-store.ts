/**
 * A tiny toast store: `showToast()` from anywhere (the GraphQL error hook, a
 * page), `<Toaster/>` renders. Framework-free so non-React code can call it.
 * On the server it does nothing: a module-level list would leak between
 * requests.
 */

/** Informational toasts close by themselves after this long (errors and toasts with an action stay). */
export const TOAST_DURATION_MS = 6000
/** At most this many toasts at once; the oldest go first. */
export const TOAST_MAX_VISIBLE = 3

export type ToastTone = 'info' | 'success' | 'error'

export interface ToastAction {
  /** Already translated, e.g. t('toast.retry'). */
  readonly label: string
  readonly onAction: () => void
}

export interface ToastInput {
  /** Already translated text. */
  readonly message: string
  readonly tone?: ToastTone
  readonly action?: ToastAction
  /** Auto-close delay; null keeps it until dismissed. Default: TOAST_DURATION_MS for info/success without action, else null. */
  readonly durationMs?: number | null
}

export interface Toast {
  readonly id: number
  readonly message: string
  readonly tone: ToastTone
  readonly action: ToastAction | undefined
  readonly durationMs: number | null
}

export interface ToastStore {
  readonly show: (input: ToastInput) => number
  readonly dismiss: (id: number) => void
  readonly clear: () => void
  readonly getToasts: () => readonly Toast[]
  readonly subscribe: (listener: () => void) => () => void
}

const NONE: readonly Toast[] = []

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = NONE
  let nextId = 1
  const listeners = new Set<() => void>()
  const set = (next: readonly Toast[]): void => {
    toasts = next.length === 0 ? NONE : next
    for (const listener of [...listeners]) listener()
  }
  return {
    show(input) {
      const tone = input.tone ?? 'info'
      const durationMs = input.durationMs !== undefined ? input.durationMs : tone !== 'error' && !input.action ? TOAST_DURATION_MS : null
      // The same message again (ten failed queries at once) is one toast; its action is the latest.
      const same = toasts.find((toast) => toast.message === input.message && toast.tone === tone)
      if (same) {
        set(toasts.map((toast) => (toast.id === same.id ? { ...toast, action: input.action, durationMs } : toast)))
        return same.id
      }
      const toast: Toast = { id: nextId++, message: input.message, tone, action: input.action, durationMs }
      set([...toasts, toast].slice(-TOAST_MAX_VISIBLE))
      return toast.id
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id))
    },
    clear() {
      if (toasts.length > 0) set(NONE)
    },
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's toasts (one `<Toaster/>` renders them). */
export const toastStore: ToastStore = createToastStore()

/** Shows a toast in the browser (no-op on the server); returns its id (`toastStore.dismiss` closes it). */
export function showToast(input: ToastInput): number {
  if (typeof window === 'undefined') return 0
  return toastStore.show(input)
}
