import { expect, test } from '@playwright/test'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { expectNoAxeViolations } from '../support/axe'

// Issue 6: accessibility is part of done — axe finds nothing on /community in
// both languages, filtered, empty, and on a phone with the filter panel open.
// As loaded and with the profile dialog open (its bio loaded): quality/a11y.spec.ts
// checks /community and /fr/community in those states.

// axe on a page with 24 cards, six groups and the filters takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 })

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]

  test(`${localized('/community', locale)}: 0 axe violations filtered and empty`, async ({ page }) => {
    await page.goto(`${localized('/community', locale)}?country=FR&language=en`)
    await waitForInteractive(page)
    await expect(page.getByRole('button', { name: t.community.filters.clear })).toBeVisible()
    await expectNoAxeViolations(page, 'filtered')
    await page.goto(`${localized('/community', locale)}?q=zzqxjw`)
    await waitForInteractive(page)
    await expect(page.getByRole('heading', { name: t.community.empty.title })).toBeVisible()
    await expectNoAxeViolations(page, 'empty state')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

    test(`${localized('/community', locale)}: the filter panel is a disclosure; filtering works and axe finds nothing`, async ({ page }) => {
      await page.goto(localized('/community', locale))
      await waitForInteractive(page)
      const toggle = page.getByRole('button', { name: t.community.filters.toggle, exact: true })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByRole('group', { name: t.community.filters.countries })).toBeHidden()
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expectNoAxeViolations(page, 'phone, filters open')
      await page
        .getByRole('group', { name: t.community.filters.studyLevels })
        .getByRole('checkbox', { name: new RegExp(`^${t.ambassador.studyLevel.PHD}`) })
        .check()
      await expect(page).toHaveURL(/\?level=phd$/)
      await page.getByRole('button', { name: new RegExp(t.community.filters.showResults.split('{{')[0] ?? '') }).click()
      await expect(page.getByRole('group', { name: t.community.filters.countries })).toBeHidden()
      await expect(page.getByRole('button', { name: t.community.filters.toggleCount.replace('{{count}}', '1') })).toHaveAttribute('aria-expanded', 'false')
      // No horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await expectNoAxeViolations(page, 'phone, filtered')
    })
  })
}
