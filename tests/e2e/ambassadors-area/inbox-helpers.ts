import { expect, type Locator, type Page } from '@playwright/test'
import { messages, type TestLocale } from '../support/locales'

/** The inbox card of a question, found by its (unique) topic; loads more pages until it shows. */
export async function questionCard(page: Page, topic: string, locale: TestLocale = 'en'): Promise<Locator> {
  const card = page.getByRole('article', { name: topic })
  const more = page.getByRole('button', { name: messages[locale].ambassadorsArea.inbox.loadMore })
  await expect(async () => {
    if ((await card.count()) === 0 && (await more.count()) > 0) await more.last().click()
    await expect(card).toBeVisible({ timeout: 1000 })
  }).toPass()
  return card
}

export const uniqueTopic = (label: string): string => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
