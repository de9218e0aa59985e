/**
 * The server as `npm start` runs it (NODE_ENV=production, scheduled jobs on,
 * no test routes), from an empty database: a visitor finds an ambassador and
 * asks a question, and the browser-test routes are not there.
 */
import { expect, test } from '@playwright/test'
import { ALICE, expectSentThread, fillQuestion, openQuestionPage, questionForm, uniqueQuestion } from '../question/helpers'
import { collectErrors, waitForInteractive } from '../support/page-ready'
import { messages } from '../support/locales'

const t = messages.en.question

test('production mode: the home page and the directory work, a question is sent, and the test-only routes do not exist', async ({ page, request }) => {
  const errors = collectErrors(page)
  const home = await page.goto('/')
  expect(home?.status()).toBe(200)
  // What a production response carries: a content security policy, no sniffing.
  expect(home?.headers()['content-security-policy']).toContain("default-src 'self'")
  expect(home?.headers()['x-content-type-options']).toBe('nosniff')
  await waitForInteractive(page)
  await page.getByRole('link', { name: messages.en.nav.community }).first().click()
  await expect(page).toHaveURL(/\/community$/)
  await waitForInteractive(page)

  const draft = uniqueQuestion('production-smoke')
  await openQuestionPage(page, 'en', `?ambassador=${ALICE.id}`)
  await fillQuestion(page, 'en', draft)
  await questionForm(page, 'en')
    .form.getByRole('button', { name: t.form.submitTo.replace('{{name}}', ALICE.firstName) })
    .click()
  await expectSentThread(page, 'en', draft)
  expect(errors).toEqual([])

  // The browser tests read e-mails from GET /__test/outbox: production has no such route (the site's 404).
  const outbox = await request.get('/__test/outbox?to=' + encodeURIComponent(draft.email))
  expect(outbox.status()).toBe(404)
  expect(await outbox.text()).not.toContain(draft.email)
})
