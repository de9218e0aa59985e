import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { builtPages } from '../../../scripts/bench/first-load-js'
import { askQuestion, availableSlots, bookMeeting, tokenFromApi } from '../ambassadors-area/api'
import { TOKEN_COOKIE } from '../ambassadors-area/sign-in-helpers'
import { callAmbassador } from '../meet/helpers'
import { test } from '../quality/support/fixtures'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from '../staff/staff-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { E2E_BASE_URL, E2E_DIST_DIR } from '../support/environment'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { SITE_PAGES } from '../quality/support/site'

// axe in the dark theme (issue 21: "axe finds nothing in dark mode on every
// page, in both languages"): the system prefers dark, nothing is stored, so
// the inline script picks dark by itself. A conversation and a meeting, the
// ambassadors area and the staff console signed in. Every page of the site, as
// loaded, is checked dark in the same visit as its light check
// (quality/a11y.spec.ts); the test below makes sure no built page escapes it.
test.use({ colorScheme: 'dark' })

const pages = builtPages(join(E2E_DIST_DIR, 'client'))

async function expectDarkAndClean(page: Page, state: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoAxeViolations(page, `dark theme, ${state}`)
}

test('every prerendered page of the build, in both languages, is one the accessibility pass checks in the dark theme', () => {
  const built = pages.map((p) => p.path)
  expect(built).toEqual(expect.arrayContaining(['/', '/fr', '/community', '/fr/community', '/ambassadors', '/fr/staff']))
  expect(built.filter((path) => !SITE_PAGES.some((p) => p.url === path))).toEqual([])
})

for (const locale of ['en', 'fr'] as const) {
  test(`a conversation and a meeting have no violations in the dark theme (${locale})`, async ({ page, request }) => {
    test.setTimeout(60_000)
    const ambassador = await callAmbassador(request, 14 + (locale === 'fr' ? 1 : 0))
    const email = `dark-${locale}-${Date.now()}@example.com`
    const { threadId, threadToken } = await askQuestion(request, { ambassadorId: ambassador.id, firstName: 'Ada', email, topic: 'Night owls', body: 'Is the library open late?' })
    await page.goto(localized(`/question?thread=${threadId}&token=${threadToken}`, locale))
    await expect(page.locator('.thread-question')).toHaveText('Is the library open late?')
    await expectDarkAndClean(page, 'a conversation')

    const [slot] = await availableSlots(request, ambassador.id)
    expect(slot, 'the ambassador has a free slot').toBeDefined()
    const { manageToken } = await bookMeeting(request, { ambassadorId: ambassador.id, startsAt: slot?.startsAt ?? '', firstName: 'Ada', lastName: 'Lovelace', email })
    await page.goto(localized(`/meet?manage=${manageToken}`, locale))
    await expect(page.locator('.meeting-facts')).toBeVisible()
    await expectDarkAndClean(page, 'a meeting')
  })

  test(`the ambassadors area, signed in, has no violations in the dark theme (${locale})`, async ({ page, context }) => {
    test.setTimeout(90_000)
    const t = messages[locale].ambassadorsArea
    const token = await tokenFromApi(page.request, locale === 'fr' ? 'amb55@demo.test' : 'amb54@demo.test', 'AMBASSADOR')
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: E2E_BASE_URL, secure: true, sameSite: 'Lax' }])
    await page.goto(localized('/ambassadors', locale))
    await waitForInteractive(page)
    await expect(page.getByRole('button', { name: t.header.signOut })).toBeVisible()
    await expectDarkAndClean(page, 'inbox')
    await page.getByRole('tab', { name: new RegExp(`^${t.sections.meetings}`) }).click()
    await expect(page.getByRole('heading', { name: t.meetings.heading })).toBeVisible()
    await expectDarkAndClean(page, 'meetings')
    await page.getByRole('tab', { name: t.sections.profile }).click()
    await expect(page.getByRole('button', { name: t.profile.save })).toBeVisible()
    await expectDarkAndClean(page, 'profile')
  })

  test(`the staff console, signed in, has no violations in the dark theme (${locale})`, async ({ page, context }) => {
    test.setTimeout(STAFF_FLOW_TIMEOUT_MS)
    const t = messages[locale].staffConsole
    await openConsoleSignedIn(page, context, OWNER, locale)
    await expect(page.getByRole('button', { name: t.settings.save })).toBeVisible()
    await expectDarkAndClean(page, 'settings')
    await page.getByRole('tab', { name: t.sections.staff }).click()
    await expect(page.getByRole('table', { name: t.staff.caption })).toBeVisible()
    await expectDarkAndClean(page, 'staff')
    await page.getByRole('tab', { name: t.sections.audit }).click()
    await expect(page.getByRole('search', { name: t.audit.filters })).toBeVisible()
    await expectDarkAndClean(page, 'audit log')
  })
}
