import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { brandTheme } from '../../../src/contract/brand-theme'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForClientRuntime, waitForInteractive } from '../support/page-ready'
import { organizationSettings, OWNER, openConsoleSignedIn, restoreSettings, setupStepsToDo, STAFF_FLOW_TIMEOUT_MS } from './staff-helpers'

// These tests change what every visitor sees (tagline, colour, logo) and
// publish the site: they run in the one-worker `publishers` project
// (playwright.config.ts), one after the other and after no other publisher (a
// tagline saved by one must not land in another's publish), and put the
// tagline and colour back.
test.describe.configure({ mode: 'default' })

const PALE = '#ffeb3b'
const DARK: Record<TestLocale, string> = { en: '#0b3d5c', fr: '#5b2a86' }

/** The shades the console says a colour gets (src/contract/brand-theme.ts), in its words. */
const shadesText = (template: string, colour: string): string => {
  const { light, dark } = brandTheme(colour)
  return fill(template, { fill: light.fill, link: light.text, darkFill: dark.fill, darkLink: dark.text })
}

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

  test(`settings (${locale}): the owner changes the tagline and colour, seeing the shades any colour gets (a pale one included); an SVG logo is refused; the audit log lists the change`, async ({
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
      await colour.fill('#12')
      await expect(page.getByText(t.settings.shadesUnknown)).toBeVisible()
      // The live shades, before any save: a pale yellow gets darker ones on light pages, and nothing is refused.
      await colour.fill(PALE)
      await expect(page.getByText(shadesText(t.settings.shades, PALE))).toBeVisible()
      await expect(colour).not.toHaveAttribute('aria-invalid', 'true')

      await colour.fill(DARK[locale])
      await expect(page.getByText(shadesText(t.settings.shades, DARK[locale]))).toBeVisible()
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
      await expect(entry).toContainText(t.audit.sentences.organization_update.replace('{{actor}}', OWNER))
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
    // From the tab list, Tab reaches the panel, then the first-run checklist's
    // buttons while steps are left (the list arrives after the form: wait for
    // it when the API says it will show), then the first field.
    const stepsToDo = await setupStepsToDo(page.request, token)
    if (stepsToDo > 0) await expect(page.locator('.setup-step-go')).toHaveCount(stepsToDo)
    await page.getByRole('tab', { name: t.sections.settings }).focus()
    for (let press = 0; press < 2 + stepsToDo; press++) await page.keyboard.press('Tab')
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

// Issue 16, "Must show": staff change the tagline, publish, watch the progress,
// and `/` then shows the new tagline; a tab of `/` opened before gets the
// "new version" prompt. The server prerenders its own site in a child process
// and swaps it in (decision 071).
/** A prerender of the whole site beside the tests, on a shared 2-core machine. */
const PUBLISH_TIMEOUT_MS = 240_000

test('publishing: the owner publishes a new tagline with visible progress; / and /fr show it; an open tab is told a new version is out', async ({ page, context, browser }) => {
  test.setTimeout(PUBLISH_TIMEOUT_MS)
  const t = messages.en.staffConsole
  // A visitor's tab, open on the old site; its clock is ours to move (the update check polls hourly).
  const visitor = await browser.newContext()
  const openTab = await visitor.newPage()
  await openTab.clock.install()
  await openTab.goto('/')
  await waitForClientRuntime(openTab)

  const token = await openConsoleSignedIn(page, context, OWNER)
  const original = await organizationSettings(page.request, token)
  const stamp = Date.now()
  const tagline = { en: `Published from the console ${stamp}`, fr: `Publié depuis la console ${stamp}` }
  try {
    await page.getByLabel(messages.en.fields.taglineEn, { exact: true }).fill(tagline.en)
    await page.getByLabel(messages.en.fields.taglineFr, { exact: true }).fill(tagline.fr)
    await page.getByRole('button', { name: t.settings.save }).click()
    await expect(page.getByRole('status').filter({ hasText: t.settings.saved })).toBeVisible()

    const panel = page.getByRole('region', { name: t.publishing.heading })
    await page.getByRole('tab', { name: t.sections.staff }).click()
    await page.getByRole('tab', { name: t.sections.settings }).click()
    // The waiting changes are counted (the panel reads them fresh when the tab opens).
    await expect(panel.getByText(/^\d+ changes? not yet on the site$/)).toBeVisible()
    const buildBefore = await panel.locator('dd').first().textContent()

    await panel.getByRole('button', { name: t.publishing.publishNow }).click()
    await expect(panel.getByRole('status')).toHaveText(t.publishing.started)
    const progress = panel.getByRole('progressbar')
    await expect(progress).toBeVisible()
    // Pages done of total, as the prerender reports them.
    await expect(panel.getByText(/^Publishing: \d+ of \d+ pages$/)).toBeVisible({ timeout: 60_000 })
    await expect(panel.getByRole('status')).toHaveText(/^Published: \d+ pages are live\.$/, { timeout: 180_000 })
    await expect(progress).toHaveCount(0)
    await expect(panel.locator('dd').first()).not.toHaveText(buildBefore ?? '')

    // The static site now shows the new tagline, in both languages.
    const home = await context.newPage()
    await home.goto('/')
    await waitForInteractive(home)
    await expect(home.locator('.home-hero')).toContainText(tagline.en)
    await home.goto(localized('/', 'fr'))
    await expect(home.locator('.home-hero')).toContainText(tagline.fr)

    // The tab opened before: its next hourly check finds the new build.
    const poll = openTab.waitForResponse((r) => new URL(r.url()).pathname === '/builds/latest.json')
    await openTab.clock.runFor(60 * 60 * 1000)
    await poll
    await expect(openTab.getByRole('status').filter({ hasText: messages.en.app.updateAvailable })).toBeVisible()
  } finally {
    await visitor.close()
    await restoreSettings(page.request, token, { tagline: original.tagline })
  }
})
