import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { waitForClientRuntime } from '../support/page-ready'

// Issue 3, "Must show": with the clock one hour on and a new build in
// builds/latest.json, `app:manifest-update` fires and the prompt appears.

test('an hour later a changed latest.json fires app:manifest-update and shows the reload prompt', async ({ page }) => {
  await page.clock.install()
  await page.route(
    (url) => url.pathname === '/builds/latest.json',
    (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: 1_900_000_000_000 } }),
  )
  await page.goto('/')
  await waitForClientRuntime(page)
  await page.evaluate(() => {
    const seen: unknown[] = []
    Object.assign(window, { manifestUpdates: seen })
    window.addEventListener('app:manifest-update', (event) => seen.push((event as CustomEvent).detail))
  })
  const prompt = page.getByRole('status').filter({ hasText: messages.en.app.updateAvailable })
  await expect(prompt).toHaveCount(0)

  const poll = page.waitForRequest((r) => new URL(r.url()).pathname === '/builds/latest.json')
  await page.clock.runFor(60 * 60 * 1000)
  await poll
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { manifestUpdates: unknown[] }).manifestUpdates))
    .toEqual([{ id: 'a-newer-build', timestamp: 1_900_000_000_000 }])
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('button', { name: messages.en.app.updateReload })).toBeVisible()
})

test('the same build id an hour later fires nothing', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await waitForClientRuntime(page)
  await page.evaluate(() => window.addEventListener('app:manifest-update', () => Object.assign(window, { updated: true })))
  const poll = page.waitForResponse((r) => new URL(r.url()).pathname === '/builds/latest.json')
  await page.clock.runFor(60 * 60 * 1000)
  expect((await poll).status()).toBe(200)
  await expect(page.getByText(messages.en.app.updateAvailable)).toHaveCount(0)
  expect(await page.evaluate(() => 'updated' in window)).toBe(false)
})
