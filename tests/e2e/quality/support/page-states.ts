import { expect, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../support/axe'

const DIALOG = '[role="dialog"]:visible, [role="alertdialog"]:visible, dialog[open]'
/** The same for axe (CSS only; axe leaves hidden ones out by itself). */
const AXE_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]'

/**
 * Generic states of a page for the accessibility pass, found in the DOM so
 * that new dialogs and forms are covered as features land.
 */

/**
 * Every visible `aria-haspopup="dialog"` button: open, check, close with Escape (focus must come back).
 * A dialog is checked once what it fetches has arrived (no `aria-busy="true"` part left), so axe
 * reads it as a visitor does, filled in (the profile dialog's bio, interests and groups).
 */
export async function openDialogsAndCheck(page: Page): Promise<void> {
  const openers = page.locator('button[aria-haspopup="dialog"]:visible')
  const count = Math.min(await openers.count(), 3)
  for (let i = 0; i < count; i++) {
    const opener = openers.nth(i)
    const label = (await opener.textContent())?.trim() ?? `dialog ${i + 1}`
    await opener.click()
    const dialog = page.locator(DIALOG).first()
    await expect(dialog, `"${label}" opens a dialog`).toBeVisible()
    await expect(dialog.locator('[aria-busy="true"]'), `"${label}" has loaded what it shows`).toHaveCount(0)
    // The page behind a modal dialog is inert and was checked as loaded: the dialog is what is new.
    await expectNoAxeViolations(page, `dialog "${label}" open`, 'all', [AXE_DIALOG])
    await page.keyboard.press('Escape')
    await expect(dialog, `Escape closes "${label}"`).toBeHidden()
  }
}

/**
 * Every visible form with a required field, submitted empty: it must show
 * its error state (some field marked aria-invalid) and that state must pass
 * axe. The page is reloaded between forms so each starts clean.
 */
export async function submitEmptyFormsAndCheck(page: Page): Promise<void> {
  const formsWithRequired = page.locator('form:visible').filter({ has: page.locator('[required], [aria-required="true"]') })
  const count = await formsWithRequired.count()
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-lifecycle', 'interactive')
    }
    const form = formsWithRequired.nth(i)
    const name = (await form.getAttribute('aria-label')) ?? (await form.getAttribute('aria-labelledby')) ?? `form ${i + 1}`
    await form.locator('button[type="submit"], button:not([type]), input[type="submit"]').last().click()
    await expect(form.locator('[aria-invalid="true"]'), `${name} shows its errors when sent empty`).not.toHaveCount(0)
    await expectNoAxeViolations(page, `${name} with errors`)
  }
}
