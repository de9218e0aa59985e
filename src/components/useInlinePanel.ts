import { useRef, useState } from 'react'

/**
 * An inline panel (a confirmation, a short form) opened by a button. Cancelling
 * closes it and gives focus back to that button — on the next frame, once the
 * panel is gone — so a keyboard user is not dropped at the top of the page.
 * `onCancel` runs too (e.g. to clear the panel's error).
 */
export function useInlinePanel(onCancel?: () => void) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const cancel = (): void => {
    setOpen(false)
    onCancel?.()
    requestAnimationFrame(() => trigger.current?.focus())
  }
  return { open, setOpen, trigger, cancel }
}
