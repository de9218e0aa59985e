import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { ALICE, expectSentThread, fillQuestion, LOCALES, openQuestionPage, questionForm, uniqueQuestion, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

for (const locale of LOCALES) {
  const t = messages[locale].question

  // "Ask anyone" as loaded and sent empty (its errors shown): quality/a11y.spec.ts's /question and /fr/question.
  test(`${locale}: /question has no axe violations: a chosen ambassador, sent, thread, your questions`, async ({ page }) => {
    await openQuestionPage(page, locale, `?ambassador=${ALICE.id}`)
    await expect(page.getByRole('heading', { name: t.recipient.title })).toBeVisible()
    await expectNoAxeViolations(page, 'ask a chosen ambassador')
    const draft = uniqueQuestion(`axe-${locale}`)
    await fillQuestion(page, locale, draft)
    await questionForm(page, locale)
      .form.getByRole('button', { name: new RegExp(t.form.submit) })
      .click()
    await expectSentThread(page, locale, draft)
    await expectNoAxeViolations(page, 'confirmation and thread')

    await openQuestionPage(page, locale)
    await expect(page.getByRole('region', { name: t.mine.title })).toBeVisible()
    await expectNoAxeViolations(page, 'your questions')
  })
}
