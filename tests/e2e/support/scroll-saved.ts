import { expect, type Page } from '@playwright/test'

type VikeHistoryState = { vike?: { scrollPosition?: { x: number; y: number } | null } } | null

/**
 * Waits until Vike has recorded where the page is scrolled in its history entry (`history.state.vike.scrollPosition`,
 * what back/forward restore; src/runtime/scroll.ts writes the same field). Vike saves 300 ms after a scroll starts
 * (throttled): a link followed while that save is pending gets the old page's position written into the NEW page's
 * entry, and forward then restores it there. Once the entry holds the current position, no save is pending.
 */
export async function waitForScrollSaved(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const saved = (window.history.state as VikeHistoryState)?.vike?.scrollPosition
        return saved !== null && saved !== undefined && saved.x === window.scrollX && saved.y === window.scrollY
      }),
    )
    .toBe(true)
}
