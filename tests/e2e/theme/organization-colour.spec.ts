import { expect, test, type Browser, type Page } from '@playwright/test'
import { brandTheme, type BrandShades } from '../../../src/contract/brand-theme'
import { WIDGET_LABELS } from '../../../src/widget/config'
import { expectNoAxeViolations } from '../support/axe'
import { E2E_HOST_URL } from '../support/environment'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { OWNER, openConsoleSignedIn, organizationSettings, restoreSettings } from '../staff/staff-helpers'

// Issue 34, "Must show": after a colour change and publish, the header, a
// primary button on /match, the ambassadors area's primary button, the
// console's and the widget's launcher all use it; and a difficult colour (a
// pale yellow: white text on it reads at 1.1:1) still gives pages on which
// axe finds no contrast violation, light and dark. It publishes: one of the
// `publishers` (playwright.config.ts), and puts the colour back.
test.describe.configure({ mode: 'default' })

const PALE_YELLOW = '#fff59d'
/** A prerender of the whole site beside the tests, on a shared 2-core machine (as staff/settings.spec.ts). */
const PUBLISH_TIMEOUT_MS = 240_000

/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string): string => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

async function saveColourAndPublish(page: Page, colour: string): Promise<void> {
  const t = messages.en.staffConsole
  await page.getByLabel(messages.en.fields.primaryColor, { exact: true }).fill(colour)
  await page.getByRole('button', { name: t.settings.save }).click()
  await expect(page.getByRole('status').filter({ hasText: t.settings.saved })).toBeVisible()
  const panel = page.getByRole('region', { name: t.publishing.heading })
  // The panel reads the waiting changes when the tab opens.
  await page.getByRole('tab', { name: t.sections.staff }).click()
  await page.getByRole('tab', { name: t.sections.settings }).click()
  await expect(panel.getByText(/^\d+ changes? not yet on the site$/)).toBeVisible()
  await panel.getByRole('button', { name: t.publishing.publishNow }).click()
  await expect(panel.getByRole('status')).toHaveText(/^Published: \d+ pages are live\.$/, { timeout: 200_000 })
}

/** The page's brand: the organization's name in the header, its band, the current link's underline. */
async function expectHeaderIn(page: Page, shades: BrandShades): Promise<void> {
  await expect(page.locator('.site-brand')).toHaveCSS('color', rgb(shades.text))
  await expect(page.locator('.site-header')).toHaveCSS('border-top-color', rgb(shades.fill))
}

async function expectPrimaryButtonIn(page: Page, selector: string, shades: BrandShades): Promise<void> {
  const button = page.locator(selector).first()
  await expect(button).toBeVisible()
  await expect(button).toHaveCSS('background-color', rgb(shades.fill))
  await expect(button).toHaveCSS('color', rgb(shades.onFill))
}

/** /match and the ambassadors area in one theme: their brand parts in its shades, and no contrast violation. */
async function checkPagesIn(browser: Browser, theme: 'light' | 'dark'): Promise<void> {
  const shades = brandTheme(PALE_YELLOW)[theme]
  const visitor = await browser.newContext({ colorScheme: theme })
  try {
    const page = await visitor.newPage()
    await page.goto('/match')
    await waitForInteractive(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expectHeaderIn(page, shades)
    await expectPrimaryButtonIn(page, 'main .match-next', shades)
    await expectNoAxeViolations(page, `/match, ${theme}, ${PALE_YELLOW}`, 'colour')

    await page.goto('/ambassadors')
    await waitForInteractive(page)
    await expectHeaderIn(page, shades)
    await expectPrimaryButtonIn(page, 'main .button:not(.button-secondary)', shades)
    await expectNoAxeViolations(page, `/ambassadors, ${theme}, ${PALE_YELLOW}`, 'colour')
  } finally {
    await visitor.close()
  }
}

test(`after a colour change and publish, every page, the ambassadors area, the console and the widget use it; a pale yellow passes axe light and dark`, async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(PUBLISH_TIMEOUT_MS + 60_000)
  const token = await openConsoleSignedIn(page, context, OWNER)
  const original = await organizationSettings(page.request, token)
  const { light } = brandTheme(PALE_YELLOW)
  try {
    await saveColourAndPublish(page, PALE_YELLOW)

    await checkPagesIn(browser, 'light')
    await checkPagesIn(browser, 'dark')

    // The console (a page of the published site too), reloaded.
    await page.reload()
    await waitForInteractive(page)
    await expectPrimaryButtonIn(page, 'main .form-submit', light)

    // widget.js on another site, with no colour of its own: the published one, on the launcher and the panel's inner buttons.
    await page.goto(`${E2E_HOST_URL}/widget.html`)
    const launcher = page.getByRole('button', { name: WIDGET_LABELS.en.open })
    await expect(launcher).toBeVisible()
    await expect(launcher).toHaveCSS('background-color', rgb(light.fill))
    await expect(launcher).toHaveCSS('color', rgb(light.onFill))
    await launcher.click()
    const frame = page.frameLocator('#ambassador-portal-widget iframe')
    const innerButton = frame.locator('main .button:not(.button-secondary), .embed .button:not(.button-secondary)').first()
    await expect(innerButton).toBeVisible()
    await expect(innerButton).toHaveCSS('background-color', rgb(light.fill))
  } finally {
    // Later publishers publish what is saved: the demo's colour again.
    await restoreSettings(page.request, token, { primaryColor: original.primaryColor })
  }
})
