import { expect, type Page } from '@playwright/test'
import { localized, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

/** The thread page as the e-mailed link opens it. */
export async function openThread(page: Page, thread: { threadId: string; threadToken: string }, locale: TestLocale = 'en'): Promise<void> {
  await page.goto(localized(`/question?thread=${encodeURIComponent(thread.threadId)}&token=${encodeURIComponent(thread.threadToken)}`, locale))
  await waitForInteractive(page)
}

/** The product's own signal that a screen's stream is subscribed (LiveStatus's `data-live-state`). */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator('[data-live-state]').first()).toHaveAttribute('data-live-state', 'live', { timeout: 15_000 })
}

/** Resolves with the response of the next GraphQL operation named `operationName` the page sends. */
export function nextOperation(page: Page, operationName: string) {
  return page.waitForResponse((response) => {
    if (response.request().method() !== 'POST') return false
    const body = response.request().postDataJSON() as { operationName?: unknown } | null
    return body?.operationName === operationName
  })
}
