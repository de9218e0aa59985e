import { expect, test, type Locator, type Page } from '@playwright/test'
import { gqlData } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForClientRuntime, waitForInteractive } from '../support/page-ready'
import { SITE_ROUTES, TEST_LOCALES } from '../quality/support/site'

// The site's header (issue 34 item 2, decision 149): at most 64 px on a phone,
// with a Menu button holding navigation, language and theme; one row on a
// desktop; the organization's name in both languages.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const MAX_PHONE_HEADER_PX = 64
/**
 * Every page with the site's layout: /iframe is the bare embeddable page,
 * without header, and /staff the console in its own shell (decision 150,
 * tests/e2e/staff/console-shell.spec.ts).
 */
const ROUTES_WITH_HEADER = SITE_ROUTES.filter((route) => route !== '/iframe' && route !== '/staff')

const header = (page: Page): Locator => page.locator('header.site-header')
const menuButton = (page: Page, locale: TestLocale): Locator => header(page).getByRole('button', { name: messages[locale].app.menu })
const menu = (page: Page): Locator => page.locator('#site-menu')
const navigation = (page: Page, locale: TestLocale): Locator => page.getByRole('navigation', { name: messages[locale].app.mainNavigation })

/** The organization's name in both languages, from the API the pages were built from. */
const organizationNames = async (page: Page): Promise<Record<TestLocale, string>> =>
  (await gqlData<{ organization: Record<TestLocale, string> }>(page.request, 'query Names { organization { en: name(locale: en) fr: name(locale: fr) } }')).organization

/**
 * Whether the menu button is announced as expanded, as Chromium's accessibility
 * tree has it: a popovertarget button's state is the browser's own (HTML-AAM),
 * not an attribute, so it is right before the page has hydrated too.
 */
async function announcedExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: "document.querySelector('.site-header [popovertarget]')" })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false })
    return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value === true
  } finally {
    await cdp.detach()
  }
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  for (const locale of TEST_LOCALES) {
    test(`the header is at most ${MAX_PHONE_HEADER_PX} px and names the organization on every page (${locale})`, async ({ page }) => {
      test.setTimeout(60_000)
      const names = await organizationNames(page)
      for (const route of ROUTES_WITH_HEADER) {
        await page.goto(localized(route, locale))
        await expect(header(page).getByRole('link', { name: names[locale], exact: true }), route).toBeVisible()
        await expect(menuButton(page, locale), route).toBeVisible()
        const box = await header(page).boundingBox()
        expect(box?.height, `${route}: header height`).toBeLessThanOrEqual(MAX_PHONE_HEADER_PX)
        // Navigation, language and theme wait behind the button.
        await expect(navigation(page, locale), route).toBeHidden()
      }
    })

    test(`an unknown address names the organization, not the product (${locale})`, async ({ page }) => {
      const names = await organizationNames(page)
      await page.goto(localized('/no-such-page', locale))
      await waitForInteractive(page)
      // 404.html is one page for both languages, prerendered with the default language's name.
      await expect(header(page).locator('.site-brand')).toHaveText(names.en)
      await expect(header(page).locator('.site-brand')).not.toHaveText(messages[locale].app.brand)
    })

    test(`the menu opens from the keyboard, takes focus, holds navigation, language and theme, and Escape closes it (${locale})`, async ({ page }) => {
      const t = messages[locale]
      await page.goto(localized('/community', locale))
      // Focus moves into the menu through the client runtime, started after hydration.
      await waitForClientRuntime(page)
      const mainTop = (await page.locator('main').boundingBox())?.y
      const button = menuButton(page, locale)
      await expect(button).toHaveAttribute('aria-controls', 'site-menu')
      expect(await announcedExpanded(page)).toBe(false)
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(menu(page)).toBeVisible()
      expect(await announcedExpanded(page)).toBe(true)
      // Focus moved into the menu, on its first link.
      await expect(navigation(page, locale).getByRole('link', { name: t.nav.home })).toBeFocused()
      for (const key of ['home', 'community', 'match', 'question', 'meet'] as const)
        await expect(navigation(page, locale).getByRole('link', { name: t.nav[key], exact: true })).toBeVisible()
      await expect(menu(page).getByRole('link', { name: t.language.switchToLabel })).toBeVisible()
      await expect(menu(page).getByRole('combobox', { name: t.app.theme.label })).toBeVisible()
      // The menu lies over the page: nothing under the header moved.
      expect((await page.locator('main').boundingBox())?.y).toBe(mainTop)
      await page.keyboard.press('Tab')
      await expect(navigation(page, locale).getByRole('link', { name: t.nav.community, exact: true })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu(page)).toBeHidden()
      await expect(button).toBeFocused()
      expect(await announcedExpanded(page)).toBe(false)
    })
  }

  test('the menu opens with a tap, a link in it navigates and closes it, and a tap outside closes it', async ({ page }) => {
    const t = messages.en
    await page.goto('/')
    // Its links close the menu through the client runtime, started after hydration.
    await waitForClientRuntime(page)
    await menuButton(page, 'en').click()
    await expect(menu(page)).toBeVisible()
    await navigation(page, 'en').getByRole('link', { name: t.nav.community, exact: true }).click()
    await expect(page).toHaveURL(/\/community$/)
    await expect(page).toHaveTitle(new RegExp(t.pages.community.title))
    await expect(menu(page)).toBeHidden()

    await menuButton(page, 'en').click()
    await expect(menu(page)).toBeVisible()
    await menu(page).getByRole('combobox', { name: t.app.theme.label }).selectOption('dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(menu(page)).toBeVisible()
    await page.mouse.click(PHONE.width / 2, PHONE.height - 40)
    await expect(menu(page)).toBeHidden()
  })

  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false })
    test('the menu opens and closes: it is the browser’s own popover', async ({ page }) => {
      await page.goto('/fr/community')
      await menuButton(page, 'fr').click()
      await expect(menu(page)).toBeVisible()
      // The menu comes next in the tab order.
      await page.keyboard.press('Tab')
      await expect(navigation(page, 'fr').getByRole('link', { name: messages.fr.nav.home })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu(page)).toBeHidden()
      await expect(menuButton(page, 'fr')).toBeFocused()
    })
  })

  for (const locale of TEST_LOCALES) {
    test(`no accessibility violations with the menu open, light and dark (${locale})`, async ({ page }) => {
      await page.goto(localized('/', locale))
      await waitForInteractive(page)
      await menuButton(page, locale).click()
      await expect(menu(page)).toBeVisible()
      await expectNoAxeViolations(page, 'menu open')
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await expectNoAxeViolations(page, 'menu open, dark theme')
    })
  }
})

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: DESKTOP })

  for (const locale of TEST_LOCALES) {
    test(`name, navigation, language and theme share one row, no menu button, focus left alone (${locale})`, async ({ page }) => {
      const t = messages[locale]
      for (const route of ['/', '/community', '/ambassadors']) {
        await page.goto(localized(route, locale))
        await waitForInteractive(page)
        // Nothing in the header takes focus as the page loads.
        expect(await page.evaluate(() => document.activeElement === document.body), route).toBe(true)
        await expect(menuButton(page, locale)).toBeHidden()
        const row = await header(page).boundingBox()
        expect(row?.height, route).toBeLessThanOrEqual(MAX_PHONE_HEADER_PX)
        const parts = [
          header(page).locator('.site-brand'),
          ...(['home', 'community', 'match', 'question', 'meet'] as const).map((key) => navigation(page, locale).getByRole('link', { name: t.nav[key], exact: true })),
          header(page).getByRole('link', { name: t.language.switchToLabel }),
          header(page).getByRole('combobox', { name: t.app.theme.label }),
        ]
        let right = 0
        for (const part of parts) {
          const box = await part.boundingBox()
          expect(box, `${route}: ${await part.textContent()}`).not.toBeNull()
          if (!box || !row) continue
          // Inside the header's one row, left to right, none cut off.
          expect(box.y).toBeGreaterThanOrEqual(row.y)
          expect(box.y + box.height).toBeLessThanOrEqual(row.y + row.height)
          expect(box.x).toBeGreaterThanOrEqual(right)
          right = box.x + box.width
        }
        expect(right, route).toBeLessThanOrEqual(DESKTOP.width)
        expect(
          await header(page)
            .locator('.site-brand')
            .evaluate((brand) => brand.scrollWidth <= brand.clientWidth),
          `${route}: the name is not cut`,
        ).toBe(true)
      }
    })
  }
})
