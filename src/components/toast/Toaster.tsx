import { useEffect, useState, useSyncExternalStore } from 'react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toastStore } from './toast-store'
import type { Toast, ToastStore } from './toast-store'
import './toast.css'

const serverSnapshot = (): readonly Toast[] => []

/**
 * Renders the toasts: two live regions that are always in the page (so screen
 * readers track them): polite for information, assertive for errors. Toasts
 * never take focus; each has a dismiss button (and Escape), an optional action
 * (e.g. Retry), and pauses its auto-close while hovered or focused.
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { t } = useTranslation()
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, serverSnapshot)
  const polite = toasts.filter((toast) => toast.tone !== 'error')
  const urgent = toasts.filter((toast) => toast.tone === 'error')
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" aria-label={t('toast.region')}>
        <ul className="toast-list">
          {polite.map((toast) => (
            <ToastItem key={toast.id} toast={toast} store={store} />
          ))}
        </ul>
      </div>
      <div role="alert" aria-live="assertive" aria-label={t('toast.region')}>
        <ul className="toast-list">
          {urgent.map((toast) => (
            <ToastItem key={toast.id} toast={toast} store={store} />
          ))}
        </ul>
      </div>
    </div>
  )
}

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  const { id, durationMs } = toast
  useEffect(() => {
    if (durationMs === null || paused) return
    const timer = setTimeout(() => store.dismiss(id), durationMs)
    return () => clearTimeout(timer)
  }, [store, id, durationMs, paused])

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>): void => {
    if (event.key === 'Escape') store.dismiss(id)
  }
  return (
    // Escape closes the toast the keyboard is in; the buttons stay the real controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`toast toast-${toast.tone}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
    >
      <p className="toast-message">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            toast.action?.onAction()
            store.dismiss(id)
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast-dismiss" aria-label={t('toast.dismiss')} onClick={() => store.dismiss(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}
