import { expect, type Page } from '@playwright/test'

/** Waits until the page is hydrated (the runtime's lifecycle attribute). */
export async function waitForInteractive(page: Page): Promise<void> {
  // Longer than the default: on a busy 2-core runner a page with many chunks can take a while to hydrate.
  await expect(page.locator('html')).toHaveAttribute('data-lifecycle', 'interactive', { timeout: 15_000 })
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

/** Interactive, and the lazily started client runtime (timers, prefetch, navigation hooks) is running. */
export async function waitForClientRuntime(page: Page): Promise<void> {
  await waitForInteractive(page)
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'started', { timeout: 15_000 })
}
