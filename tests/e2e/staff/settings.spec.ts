import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { PRIMARY_COLOR_MIN_CONTRAST } from '../../../src/contract/limits'
import { contrastRatio, formatContrast } from '../../../src/contract/validation/organization-settings'
import { messages, type TestLocale } from '../support/locales'
import { organizationSettings, OWNER, openConsoleSignedIn, restoreSettings, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

// These tests change what every visitor sees (tagline, colour, logo): they run
// in the public-data-writers project (playwright.config.ts), one after the
// other, and put the tagline and colour back.
test.describe.configure({ mode: 'default' })

const TOO_LIGHT = '#ffeb3b'
const DARK: Record<TestLocale, string> = { en: '#0b3d5c', fr: '#5b2a86' }

/** The ratio as the console writes it: the API's rounding, in the page's number format. */
const shownRatio = (colour: string, locale: TestLocale): string =>
  Number(formatContrast(contrastRatio('#ffffff', colour))).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A label as a pattern: 'Tagline (English)' has regex characters in it. */
const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')

function settingsFields(page: Page, locale: TestLocale) {
  const fields = messages[locale].fields
  return {
    tagline: page.getByLabel(locale === 'en' ? fields.taglineEn : fields.taglineFr, { exact: true }),
    colour: page.getByLabel(fields.primaryColor, { exact: true }),
    save: page.getByRole('button', { name: messages[locale].staffConsole.settings.save }),
  }
}

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale].staffConsole

  test(`settings (${locale}): the owner changes the tagline and colour; a too-light colour is refused with its ratio and nothing typed is lost; an SVG logo is refused; the audit log lists the change`, async ({
    page,
    context,
  }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
    const token = await openConsoleSignedIn(page, context, OWNER, locale)
    const original = await organizationSettings(page.request, token)
    const { tagline, colour, save } = settingsFields(page, locale)
    const newTagline = `${locale === 'en' ? 'Ask the people who study here' : 'Demandez à ceux qui étudient ici'} ${Date.now()}`

    try {
      await tagline.fill(newTagline)
      await colour.fill(TOO_LIGHT)
      // The live ratio, before any save: white text on yellow.
      const ratio = fill(t.settings.contrastTooLow, { ratio: shownRatio(TOO_LIGHT, locale), min: PRIMARY_COLOR_MIN_CONTRAST.toLocaleString(locale) })
      await expect(page.getByText(ratio)).toBeVisible()
      await save.click()
      await expect(colour).toBeFocused()
      await expect(colour).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#console-settings-primaryColor-error')).toContainText(t.settings.errors.contrast)
      await expect(tagline).toHaveValue(newTagline)

      await colour.fill(DARK[locale])
      await expect(page.getByText(fill(t.settings.contrastOk, { ratio: shownRatio(DARK[locale], locale), min: PRIMARY_COLOR_MIN_CONTRAST.toLocaleString(locale) }))).toBeVisible()
      await save.click()
      await expect(page.getByRole('status').filter({ hasText: t.settings.saved })).toBeVisible()
      const saved = await organizationSettings(page.request, token)
      expect(saved.tagline[locale]).toBe(newTagline)
      expect(saved.primaryColor).toBe(DARK[locale])
      await page.reload()
      await expect(settingsFields(page, locale).tagline).toHaveValue(newTagline)

      // An SVG is refused before any upload, with the reason.
      const logo = page.getByLabel(t.logo.label)
      await logo.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })
      await expect(logo).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(t.logo.problems.svg)).toBeVisible()

      // The audit log shows the change, who made it, and the tagline before → after.
      await page.getByRole('tab', { name: t.sections.audit }).click()
      await page.getByLabel(t.audit.kind).selectOption('organization.update')
      await page.getByRole('button', { name: t.audit.apply }).click()
      const entry = page.getByRole('listitem').filter({ hasText: newTagline }).first()
      await expect(entry).toContainText(t.audit.kinds.organization_update)
      await expect(entry).toContainText(OWNER)
      const row = entry.getByRole('row', { name: literally(messages[locale].fields[locale === 'en' ? 'taglineEn' : 'taglineFr']) })
      await expect(row.getByRole('cell').first()).toHaveText(original.tagline[locale])
      await expect(row.getByRole('cell').last()).toHaveText(newTagline)
      await expect(
        entry
          .getByRole('row', { name: literally(messages[locale].fields.primaryColor) })
          .getByRole('cell')
          .last(),
      ).toHaveText(DARK[locale])
    } finally {
      await restoreSettings(page.request, token, { tagline: original.tagline, primaryColor: original.primaryColor })
    }
  })
}

test('settings: keyboard only, from the first field to a saved change; a PNG logo uploads and shows', async ({ page, context }) => {
  test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
  const t = messages.en.staffConsole
  const token = await openConsoleSignedIn(page, context, OWNER)
  const original = await organizationSettings(page.request, token)
  try {
    // From the tab list, Tab reaches the panel, then the first field.
    await page.getByRole('tab', { name: t.sections.settings }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(messages.en.fields.orgNameEn, { exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const taglineEn = page.getByLabel(messages.en.fields.taglineEn, { exact: true })
    await expect(taglineEn).toBeFocused()
    await page.keyboard.press('Control+a')
    const typed = `Typed with the keyboard ${Date.now()}`
    await page.keyboard.type(typed)
    // Enter in a text field submits the form.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: t.settings.saved })).toBeVisible()
    expect((await organizationSettings(page.request, token)).tagline.en).toBe(typed)

    const png = await sharp({ create: { width: 96, height: 48, channels: 3, background: '#0b3d5c' } })
      .png()
      .toBuffer()
    await page.getByLabel(t.logo.label).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: t.logo.upload }).click()
    await expect(page.getByRole('status').filter({ hasText: t.logo.uploaded })).toBeVisible()
    await expect(page.getByRole('img', { name: t.logo.current })).toHaveAttribute('src', /\/logos\/[0-9a-f]{64}\.webp$/)
  } finally {
    await restoreSettings(page.request, token, { tagline: original.tagline })
  }
})
