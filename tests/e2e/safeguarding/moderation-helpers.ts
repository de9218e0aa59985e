import { expect, type Locator, type Page } from '@playwright/test'
import { messages, type TestLocale } from '../support/locales'

/** A moderation queue item by its heading and a text it holds (a unique topic); loads more pages until it shows. */
export async function moderationItem(page: Page, title: string, text: string, locale: TestLocale = 'en'): Promise<Locator> {
  const item = page.getByRole('article', { name: title }).filter({ hasText: text })
  const more = page.getByRole('button', { name: messages[locale].staffConsole.moderation.loadMore })
  await expect(async () => {
    if ((await item.count()) === 0 && (await more.count()) > 0) await more.click()
    await expect(item).toBeVisible({ timeout: 1000 })
  }).toPass()
  return item
}
