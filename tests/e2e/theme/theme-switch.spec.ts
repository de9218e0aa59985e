import { expect, test, type Page } from '@playwright/test'
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from '../../../src/contract/theme'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

// The theme switch (issue 21): it overrides the system's preference, the
// choice survives a reload, and the page never shows the wrong theme first:
// `data-theme` must already be on <html> when the parser inserts <body>, i.e.
// before anything of the page can be painted. An init script (it runs before
// the page's own scripts) records the attribute at that moment, and any CSP
// violation (the inline script refused).
const RECORD_FIRST_PAINT_THEME = `(() => {
  window.__themeAtBody = 'body never seen'
  window.__cspViolations = []
  document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI))
  new MutationObserver((records, observer) => {
    if (!document.body) return
    window.__themeAtBody = document.documentElement.getAttribute('data-theme')
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
})()`

const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtBody: string | null }).__themeAtBody)
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

const WHITE = 'rgb(255, 255, 255)'
const DARK_SURFACE = 'rgb(18, 22, 31)'

test.use({ colorScheme: 'dark' })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(RECORD_FIRST_PAINT_THEME)
})

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].app.theme

  test(`the switch overrides the system's dark preference and the choice survives a reload without a flash (${locale})`, async ({ page }) => {
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    expect(await themeAtBody(page)).toBe('dark')
    expect(await pageBackground(page)).toBe(DARK_SURFACE)
    const themeSwitch = page.getByRole('combobox', { name: t.label })
    await expect(themeSwitch).toHaveValue('system')

    await themeSwitch.selectOption({ label: t.light })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await pageBackground(page)).toBe(WHITE)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light')

    await page.reload()
    expect(await themeAtBody(page)).toBe('light')
    await waitForInteractive(page)
    await expect(themeSwitch).toHaveValue('light')
    expect(await pageBackground(page)).toBe(WHITE)

    // Client navigation keeps it: the attribute is on <html>, outside what React renders.
    await page.getByRole('navigation', { name: messages[locale].app.mainNavigation }).getByRole('link', { name: messages[locale].nav.meet }).click()
    await expect(page).toHaveURL(new RegExp(`${localized('/meet', locale)}$`))
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await cspViolations(page)).toEqual([])
  })
}

test('"system" follows the system setting as it changes; an explicit choice does not', async ({ page }) => {
  await page.goto('/')
  await waitForInteractive(page)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveAttribute('data-theme', 'dark')

  await page.getByRole('combobox', { name: messages.en.app.theme.label }).selectOption('dark')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  // A listener of ours on the same query, added after the page's (and before
  // the change): once it has heard the change, the page's listener has run too.
  await page.evaluate((query) => {
    const win = window as unknown as { __changeHeard: Promise<boolean> }
    win.__changeHeard = new Promise((resolve) => matchMedia(query).addEventListener('change', (event) => resolve(event.matches), { once: true }))
  }, DARK_SCHEME_QUERY)
  await page.emulateMedia({ colorScheme: 'light' })
  expect(await page.evaluate(() => (window as unknown as { __changeHeard: Promise<boolean> }).__changeHeard)).toBe(false)
  await expect(html).toHaveAttribute('data-theme', 'dark')
})

test('the switch is reachable and usable with the keyboard alone', async ({ page }) => {
  await page.goto('/')
  await waitForInteractive(page)
  const themeSwitch = page.getByRole('combobox', { name: messages.en.app.theme.label })
  // Tab from the language switch, the control before it in the header.
  await page.getByRole('link', { name: messages.en.language.switchToLabel }).focus()
  await page.keyboard.press('Tab')
  await expect(themeSwitch).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(themeSwitch).toHaveValue('light')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})

test('the no-flash script runs under the served Content-Security-Policy, allowed by its hash', async ({ page }) => {
  const response = await page.goto('/question')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src [^;]*'sha256-[^']+'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(await themeAtBody(page)).toBe('dark')
  expect(await cspViolations(page)).toEqual([])
})
