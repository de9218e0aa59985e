import { expect, type Page } from '@playwright/test'

/** Waits until the page is hydrated (the runtime's lifecycle attribute). */
export async function waitForInteractive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-lifecycle', 'interactive')
}

/** Collects console errors and page errors for assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
