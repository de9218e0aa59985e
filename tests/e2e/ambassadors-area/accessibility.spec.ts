import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages, type TestLocale } from '../support/locales'
import { askQuestion, meId } from './api'
import { questionCard, uniqueTopic } from './inbox-helpers'
import { FLOW_TIMEOUT_MS, openArea, sessionToken, signInThroughForm } from './sign-in-helpers'

const ACCOUNTS: Record<TestLocale, string> = { en: 'amb50@demo.test', fr: 'amb51@demo.test' }

for (const locale of ['en', 'fr'] as const) {
  test(`ambassadors area has no accessibility violations (${locale}): sign-in with an error, inbox, answer form, meetings, availability, profile`, async ({ page, context }) => {
    // Six axe runs, one of them over the availability editor's ~1,800 select options.
    test.setTimeout(2 * FLOW_TIMEOUT_MS)
    const t = messages[locale].ambassadorsArea
    await openArea(page, locale)
    await page.getByLabel(messages[locale].fields.email).fill('not-an-email')
    await page.getByRole('button', { name: t.signIn.sendCode }).click()
    await expect(page.locator('#ambassador-sign-in-email-error')).not.toBeEmpty()
    await expectNoAxeViolations(page, 'sign-in')

    await signInThroughForm(page, ACCOUNTS[locale], locale)
    const id = await meId(page.request, await sessionToken(context))
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
