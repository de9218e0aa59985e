import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages, type TestLocale } from '../support/locales'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

// Issue 34, "the console is an app": its own shell (no public navigation), a
// sidebar on desktop and a Menu on phones, tables as stacked cards below
// 640 px, no sideways scroll on any section, a destructive row action asked in
// a dialog naming the person; axe light and dark, en and fr, at 390 and 1280.

const SECTIONS = ['settings', 'ambassadors', 'safeguarding', 'moderation', 'staff', 'audit', 'insights'] as const
/** Sections axe reads whole in both themes at each width (the others: staff/accessibility.spec.ts, theme/dark-accessibility.spec.ts). */
const CHECKED = new Set<string>(['ambassadors', 'audit', 'insights'])

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }))
  expect(widths.page, `${state}: page ${widths.page} px wide in a ${widths.window} px window`).toBeLessThanOrEqual(widths.window)
}

async function expectCleanInBothThemes(page: Page, state: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expectNoAxeViolations(page, `${state}, light`)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoAxeViolations(page, `${state}, dark`, 'colour')
  await page.emulateMedia({ colorScheme: 'light' })
}

async function openSection(page: Page, locale: TestLocale, phone: boolean, section: (typeof SECTIONS)[number]): Promise<void> {
  const t = messages[locale].staffConsole
  if (phone) await page.getByRole('button', { name: new RegExp(`^${t.shell.menu}`) }).click()
  await page.getByRole('tab', { name: t.sections[section] }).click()
  const panel = page.getByRole('tabpanel', { name: t.sections[section] })
  await expect(panel).toBeVisible()
  await expect(panel.locator('.loading-status')).toHaveCount(0)
}

for (const locale of ['en', 'fr'] as const) {
  for (const width of [390, 1280] as const) {
    const phone = width < 640
    test(`the console is an app of its own at ${width} px (${locale}): its shell, every section without sideways scroll, people as ${phone ? 'cards' : 'rows'}, axe light and dark`, async ({
      page,
      context,
    }) => {
      test.setTimeout(3 * STAFF_FLOW_TIMEOUT_MS)
      const t = messages[locale].staffConsole
      await page.setViewportSize({ width, height: phone ? 844 : 800 })
      await openConsoleSignedIn(page, context, OWNER, locale)
      await expect(page.getByRole('button', { name: t.settings.save })).toBeVisible()

      // Its own shell: the organization's name and the console's, no public navigation or footer.
      await expect(page.getByRole('banner')).toContainText(t.shell.tag)
      await expect(page.getByRole('navigation', { name: messages[locale].app.mainNavigation })).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)

      const sections = page.getByRole('tablist', { name: t.sections.label })
      const menu = page.getByRole('button', { name: new RegExp(`^${t.shell.menu}`) })
      if (phone) {
        // The sections fold behind a Menu that names the current one; choosing one closes it, focus on the Menu.
        await expect(sections).toBeHidden()
        await expect(menu).toContainText(t.sections.settings)
        await expect(menu).toHaveAttribute('aria-expanded', 'false')
        await menu.click()
        await expect(sections).toBeVisible()
        await expectCleanInBothThemes(page, 'menu open')
        await page.getByRole('tab', { name: t.sections.settings }).click()
        await expect(sections).toBeHidden()
        await expect(menu).toBeFocused()
      } else {
        await expect(menu).toBeHidden()
        await expect(sections).toHaveAttribute('aria-orientation', 'vertical')
        await expect(sections.getByRole('tab')).toHaveCount(SECTIONS.length)
      }
      await expectNoSidewaysScroll(page, 'settings')

      for (const section of SECTIONS.slice(1)) {
        await openSection(page, locale, phone, section)
        await expectNoSidewaysScroll(page, section)
        if (section === 'ambassadors') {
          const panel = page.getByRole('tabpanel', { name: t.sections.ambassadors })
          await panel.getByLabel(t.ambassadors.status, { exact: true }).selectOption('ACTIVE')
          await panel.getByRole('button', { name: t.ambassadors.apply, exact: true }).click()
          const table = page.getByRole('table', { name: t.ambassadors.caption })
          await expect(table.getByRole('row').nth(1)).toContainText(t.ambassadors.statuses.ACTIVE)
          const firstRow = table.getByRole('row').nth(1)
          const header = firstRow.getByRole('rowheader')
          // Name and e-mail on lines of their own, never run together.
          const [nameBox, emailBox] = await Promise.all([header.locator('.console-primary-line').boundingBox(), header.locator('.console-secondary-line').boundingBox()])
          expect(emailBox?.y ?? 0).toBeGreaterThanOrEqual((nameBox?.y ?? 0) + (nameBox?.height ?? 0) - 1)
          const display = await firstRow.evaluate((row) => getComputedStyle(row).display)
          expect(display).toBe(phone ? 'block' : 'table-row')
          // Deactivate and Erase are in the row's menu, not beside each other on every row.
          await expect(firstRow.getByRole('button', { name: t.ambassadors.erase, exact: true })).toBeHidden()
          const name = (await header.locator('.console-primary-line').textContent()) ?? ''
          const rowMenu = firstRow.getByRole('button', { name: t.rowActions.label.replace('{{name}}', name) })
          await rowMenu.click()
          const deactivate = firstRow.getByRole('button', { name: t.ambassadors.deactivateLabel.replace('{{name}}', name) })
          await expect(deactivate).toBeFocused()
          await page.keyboard.press('ArrowDown')
          await expect(firstRow.getByRole('button', { name: t.ambassadors.eraseLabel.replace('{{name}}', name) })).toBeFocused()
          await page.keyboard.press('ArrowDown')
          await expect(deactivate).toBeFocused()
          await page.keyboard.press('Enter')
          const dialog = page.getByRole('dialog', { name: t.ambassadors.deactivateTitle.replace('{{name}}', name) })
          await expect(dialog).toBeVisible()
          await expect(dialog.getByRole('button', { name: t.ambassadors.keep })).toBeFocused()
          await expectNoSidewaysScroll(page, 'deactivation dialog')
          await expectCleanInBothThemes(page, 'deactivation dialog')
          await page.keyboard.press('Escape')
          await expect(dialog).toHaveCount(0)
          await expect(rowMenu).toBeFocused()
        }
        if (CHECKED.has(section)) await expectCleanInBothThemes(page, section)
      }
    })
  }
}
