import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { tabTo } from './keyboard'
import { ALICE, expectSentThread, LOCALES, openQuestionPage, questionForm, uniqueQuestion, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

for (const locale of LOCALES) {
  const t = messages[locale].question

  test(`${locale}: the whole question journey with the keyboard only`, async ({ page }) => {
    const draft = uniqueQuestion(`kbd-${locale}`)
    await openQuestionPage(page, locale, `?ambassador=${ALICE.id}`)
    const f = questionForm(page, locale)
    await tabTo(page, f.firstName)
    await page.keyboard.type(draft.firstName)
    await page.keyboard.press('Tab')
    await expect(f.email).toBeFocused()
    await page.keyboard.type(draft.email)
    await page.keyboard.press('Tab')
    await expect(f.topic).toBeFocused()
    // A suggested topic, picked with Enter, fills the field.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: t.topics.admissions })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(f.topic).toHaveValue(t.topics.admissions)
    await tabTo(page, f.topic, { back: true })
    await page.keyboard.press('ArrowRight') // Tab selects the text; the arrow puts the caret after it
    await page.keyboard.type(` ${draft.topic}`)
    await tabTo(page, f.body)
    await page.keyboard.type(draft.body)
    await page.keyboard.press('Tab')
    await expect(f.consent).toBeFocused()
    await page.keyboard.press('Space')
    await expect(f.consent).toBeChecked()
    await tabTo(page, f.form.getByRole('button', { name: new RegExp(t.form.submit) }))
    await page.keyboard.press('Enter')
    await expectSentThread(page, locale, { ...draft, topic: `${t.topics.admissions} ${draft.topic}` })

    // From the confirmation, the next stops are the thread's actions.
    await tabTo(page, page.getByRole('link', { name: t.thread.askAgain.replace('{{name}}', ALICE.firstName) }), { max: 10 })
  })
}
