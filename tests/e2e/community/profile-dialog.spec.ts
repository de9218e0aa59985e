import { expect, test } from '@playwright/test'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { apiQuery } from './helpers'

// Issue 6 §2: the profile dialog opens and closes with the keyboard, traps
// focus, shows the bio in the visitor's language and gives focus back.

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]

  test(`${locale}: the profile dialog works with the keyboard and shows the bio in the page language`, async ({ page, request }) => {
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    const firstCard = page.locator('#directory').getByRole('article').first()
    const name = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? ''
    const opener = firstCard.getByRole('button', { name: new RegExp(t.ambassador.viewProfile) })
    const id = new URL((await firstCard.getByRole('link', { name: new RegExp(t.ambassador.ask) }).getAttribute('href')) ?? '', 'http://x').searchParams.get('ambassador')
    await opener.focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    const bio = dialog.locator('.ambassador-bio')
    await expect(bio).toBeVisible()
    const expected = await apiQuery<{ ambassador: { bio: string } }>(request, 'query($id: ID!, $locale: Locale!) { ambassador(id: $id) { bio(locale: $locale) } }', { id, locale })
    await expect(bio).toHaveText(expected.ambassador.bio.trim())

    // Focus is inside and stays inside (modal): tabbing many times never leaves the dialog.
    await expect(dialog.getByRole('button', { name: t.ambassador.close })).toBeFocused()
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()

    // The close button closes it too, and focus comes back again.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    await page.getByRole('dialog', { name }).getByRole('button', { name: t.ambassador.close }).press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()

    // Reopened at once: the browser says a dialog closed a task after it did,
    // and that late word must not shut the new one (a fast keyboard user met it).
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    await opener.evaluate((button: HTMLElement) => {
      button.closest('.ambassador-actions')?.querySelector('dialog')?.close()
      button.click()
    })
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
}
