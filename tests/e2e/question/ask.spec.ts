import { expect, test } from '@playwright/test'
import { waitForInteractive } from '../support/page-ready'
import { localized, messages } from '../support/locales'
import {
  ALICE,
  answerAsAmbassador,
  expectSentThread,
  expectThread,
  fillQuestion,
  LOCALES,
  openQuestionPage,
  questionForm,
  threadOf,
  uniqueQuestion,
  JOURNEY_TIMEOUT_MS,
} from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

for (const locale of LOCALES) {
  const t = messages[locale].question

  test(`${locale}: ask a chosen ambassador, then reopen the thread from its link and from the same browser`, async ({ page, browser, request, baseURL }) => {
    const draft = uniqueQuestion(`ask-${locale}`)
    await openQuestionPage(page, locale, `?ambassador=${ALICE.id}`)
    await expect(page.getByRole('heading', { name: t.recipient.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: `${ALICE.firstName} ${ALICE.lastName[0]}.` })).toBeVisible()
    await fillQuestion(page, locale, draft)
    await questionForm(page, locale)
      .form.getByRole('button', { name: t.form.submitTo.replace('{{name}}', ALICE.firstName) })
      .click()
    await expectSentThread(page, locale, draft)
    const thread = threadOf(page.url())

    // The emailed link (token) works in a browser that never asked.
    const other = await browser.newContext({ baseURL })
    const stranger = await other.newPage()
    await stranger.goto(localized(`/question?thread=${thread.id}&token=${thread.token}`, locale))
    await waitForInteractive(stranger)
    await expectThread(stranger, locale, draft)
    await expect(stranger.locator('.journey-confirmation')).toHaveCount(0)
    // Without the token, the other browser is refused politely.
    await stranger.goto(localized(`/question?thread=${thread.id}`, locale))
    await waitForInteractive(stranger)
    await expect(stranger.getByRole('heading', { name: t.thread.forbiddenTitle })).toBeVisible()
    await other.close()

    // The same browser: listed under "Your questions", opens without a token.
    await openQuestionPage(page, locale)
    const mine = page.getByRole('region', { name: t.mine.title })
    await mine.getByRole('link', { name: new RegExp(draft.topic) }).click()
    await expect(page).toHaveURL(new RegExp(`/question\\?thread=${thread.id}$`))
    await expectThread(page, locale, draft)

    // An answer arrives: the open thread picks it up when the visitor comes back to the tab.
    const answer = `Yes, the housing office helps every new student (${locale}).`
    await answerAsAmbassador(request, ALICE.email, thread.id, answer)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(page.locator('.thread-answer .thread-message')).toHaveText(answer)
    await expect(page.locator('.thread-status').first()).toHaveText(t.thread.status.ANSWERED)
    await expect(page.locator('.thread-answer time')).toHaveText(locale === 'en' ? /now|second|minute/ : /maintenant|seconde|minute/)
  })

  test(`${locale}: ask any ambassador; the API routes it and the thread names who answers`, async ({ page }) => {
    const draft = uniqueQuestion(`any-${locale}`)
    await openQuestionPage(page, locale)
    await expect(page.getByRole('heading', { name: t.any.title })).toBeVisible()
    await fillQuestion(page, locale, draft)
    await questionForm(page, locale).submit.click()
    await expectSentThread(page, locale, draft)
    await expect(page.getByRole('complementary', { name: t.thread.aboutAmbassador }).getByRole('heading', { level: 2 })).toBeVisible()
  })
}
