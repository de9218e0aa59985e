import { useEffect, useRef } from 'react'

/**
 * Opens a native <dialog> as a modal while the component is mounted: the
 * browser makes the rest of the page inert (focus stays inside), Escape
 * fires `cancel`/`close`, and the top layer puts it above everything.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])
  return ref
}
