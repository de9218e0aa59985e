import { test } from '@playwright/test'

/**
 * A route that fetches the real response may still be reading its body when a
 * test ends: closing the context disposes that response, and the handler's
 * error ("Response has been disposed") fails a test whose assertions all
 * passed. Unrouting before the close lets those late handlers end quietly; a
 * handler that fails while the test runs still fails it.
 */
export function settleRoutesAfterEachTest(): void {
  test.afterEach(async ({ page, context }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
  })
}
