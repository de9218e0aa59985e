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
