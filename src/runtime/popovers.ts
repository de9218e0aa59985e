/**
 * Closes every open popover (the site's menu on a phone, decision 149). The
 * layout outlives a client navigation, so a menu whose link was followed
 * would stay open over the next page. Browsers without popovers (the
 * selector throws) have none open.
 */
export function closeOpenPopovers(root: Pick<Document, 'querySelectorAll'> = document): void {
  let open: HTMLElement[]
  try {
    open = [...root.querySelectorAll<HTMLElement>(':popover-open')]
  } catch {
    return
  }
  for (const popover of open) popover.hidePopover()
}

/**
 * A popover that opens takes focus to its first control, as a dialog does
 * (the site's phone menu); Escape and a tap outside give it back to the
 * button (the browser does). `toggle` does not bubble: heard while capturing.
 * Not for `<details>`, which fires `toggle` too.
 */
export function focusOpenedPopovers(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target
      if (!(popover instanceof HTMLElement) || !popover.hasAttribute('popover') || event.newState !== 'open') return
      popover.querySelector<HTMLElement>('a[href], button, input, select, textarea')?.focus()
    },
    true,
  )
}
