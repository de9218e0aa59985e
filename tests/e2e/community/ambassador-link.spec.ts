import { expect, test } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { gqlData, tokenFromApi } from '../ambassadors-area/api'
import { activeAmbassadorFromApi } from '../staff/lifecycle-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'

// Issue 33, item 5: an ambassador has a link of their own. `/community?ambassador=<id>` opens their profile (with
// a "copy link" that gives that very link, in the page's language); an ambassador no longer active falls back to
// the directory with a clear note.

test.describe.configure({ timeout: 120_000 })

const ALICE = FIXTURES.ambassador1

for (const locale of ['en', 'fr'] as TestLocale[]) {
  const t = messages[locale]

  test(`${locale}: an active ambassador's link opens their profile, which copies that link`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(localized(`/community?ambassador=${ALICE.id}`, locale))
    await waitForInteractive(page)
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${ALICE.firstName}`) })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText(ALICE.firstName)
    await expect(dialog.getByRole('button', { name: t.ambassador.close })).toBeFocused()
    await expectNoAxeViolations(page, 'shared profile', 'all', ['dialog'])

    await dialog.getByRole('button', { name: new RegExp(`^${t.ambassador.copyLink}`) }).click()
    await expect(dialog.getByRole('status').filter({ hasText: t.ambassador.linkCopied })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${baseURL}${localized(`/community?ambassador=${ALICE.id}`, locale)}`)

    // Closing leaves the directory, and the address bar no longer names the ambassador.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${localized('/community', locale).replace('/', '\\/')}$`))
    await expect(page.locator('#directory').getByRole('article').first()).toBeVisible()
  })

  test(`${locale}: a link to an ambassador no longer active, or to no ambassador, shows the directory with a note`, async ({ page, request }) => {
    const staff = await tokenFromApi(request, 'staff@demo.test', 'STAFF')
    const email = `leaver-${locale}-${Date.now().toString(36)}@demo.test`
    const leaver = await activeAmbassadorFromApi(request, staff, email, `Leaver${locale}`)
    await gqlData(request, 'mutation Off($id: ID!) { setAmbassadorStatus(ambassadorId: $id, status: INACTIVE) { fieldErrors { code } } }', { id: leaver.id }, staff)

    for (const id of [leaver.id, '00000000-0000-4000-8000-00000000dead']) {
      await page.goto(localized(`/community?ambassador=${id}`, locale))
      await waitForInteractive(page)
      const note = page.getByRole('status').filter({ has: page.getByRole('heading', { name: t.community.shared.goneTitle }) })
      await expect(note).toBeVisible()
      await expect(note).toContainText(t.community.shared.goneText)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('#directory').getByRole('article').first()).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized('/community', locale).replace('/', '\\/')}$`))
    }
    await expectNoAxeViolations(page, 'gone ambassador note')
  })
}
