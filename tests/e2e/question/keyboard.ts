import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Only real key presses. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reachable with ${back ? 'Shift+' : ''}Tab`).toBeFocused()
}
