import { test as base } from '@playwright/test'

/**
 * Quality suites run offline like the rest: any request that leaves the
 * loopback (Google Maps, fonts, analytics of third parties) is refused
 * quickly instead of hanging on a network that is not there, so a page's
 * fallback paths are what gets checked.
 */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.route(
      (url) => /^(https?|wss?):$/.test(url.protocol) && !LOOPBACK.test(url.hostname),
      (route) => route.abort('blockedbyclient'),
    )
    await provide(context)
  },
})

export { expect } from '@playwright/test'
