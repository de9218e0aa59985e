import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages, type TestLocale } from '../support/locales'
import { askQuestion, meId } from './api'
import { questionCard, uniqueTopic } from './inbox-helpers'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const ACCOUNTS: Record<TestLocale, string> = { en: 'amb50@demo.test', fr: 'amb51@demo.test' }

for (const locale of ['en', 'fr'] as const) {
  // The sign-in form, as loaded and with its e-mail field in error: quality/a11y.spec.ts's /ambassadors
  // and /fr/ambassadors; signing in through it: sign-in.spec.ts. Here the session comes from the API.
  test(`ambassadors area has no accessibility violations (${locale}): inbox, answer form, meetings, availability, profile`, async ({ page, context }) => {
    // Five axe runs, one of them over the availability editor's ~1,800 select options.
    test.setTimeout(2 * FLOW_TIMEOUT_MS)
    const t = messages[locale].ambassadorsArea
    const id = await meId(page.request, await openAreaSignedIn(page, context, ACCOUNTS[locale], locale))
    const topic = uniqueTopic(locale === 'fr' ? 'Logement' : 'Housing')
    await askQuestion(page.request, { ambassadorId: id, firstName: 'Ada', email: `ada-${Date.now()}@example.com`, topic, body: 'Where do most students live in their first year?' })
    await page.reload()
    const card = await questionCard(page, topic, locale)
    await expectNoAxeViolations(page, 'inbox')

    await card.getByRole('button', { name: t.inbox.answer, exact: true }).click()
    await card.getByRole('button', { name: t.inbox.send }).click()
    await expect(card.getByText(messages[locale].validation.required)).toBeVisible()
    await expectNoAxeViolations(page, 'answer form')

    await page.getByRole('tab', { name: new RegExp(`^${t.sections.meetings}`) }).click()
    await expect(page.getByRole('heading', { name: t.meetings.heading })).toBeVisible()
    // The panel has loaded: a status, the empty text or a meeting (the area's live line above the tabs is not the panel's).
    const panel = page.locator('.area-panel')
    await expect(panel.getByRole('status').or(panel.getByText(t.meetings.emptyUpcoming)).or(panel.getByRole('article')).first()).toBeVisible()
    await expectNoAxeViolations(page, 'meetings')

    await page.getByRole('tab', { name: t.sections.availability }).click()
    await expect(page.getByRole('button', { name: t.availability.save })).toBeVisible()
    await expectNoAxeViolations(page, 'availability')

    await page.getByRole('tab', { name: t.sections.profile }).click()
    await expect(page.getByRole('button', { name: t.profile.save })).toBeVisible()
    await expectNoAxeViolations(page, 'profile')
  })
}
