/**
 * Issue 33, item 1: asking is confirmed by e-mail at once, in the visitor's
 * language, with the question and the private link; that link opens the
 * conversation in a browser that never asked (a fresh context: no session,
 * no storage). The page opened there reports reading the answer it shows
 * (the read receipt that keeps it out of the mail, decision 144).
 */
import { expect, test } from '@playwright/test'
import { latestMail } from '../ambassadors-area/api'
import { nextOperation } from '../live/live-helpers'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { ALICE, answerAsAmbassador, expectSentThread, expectThread, fillQuestion, JOURNEY_TIMEOUT_MS, LOCALES, openQuestionPage, questionForm, uniqueQuestion } from './helpers'

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

const SUBJECT = { en: 'We received your question: ', fr: 'Nous avons bien reçu votre question : ' } as const
const NEXT = { en: /ambassadors usually answer within (an hour|\d+ hours)/, fr: /les ambassadeurs répondent généralement en moins (d'une heure|de \d+ heures)/ } as const

for (const locale of LOCALES) {
  const t = messages[locale].question

  test(`${locale}: the confirmation e-mail arrives with the question, and its link opens the thread in a fresh browser`, async ({ page, browser, request, baseURL }) => {
    const draft = uniqueQuestion(`confirm-${locale}`)
    await openQuestionPage(page, locale, `?ambassador=${ALICE.id}`)
    await fillQuestion(page, locale, draft)
    await questionForm(page, locale)
      .form.getByRole('button', { name: t.form.submitTo.replace('{{name}}', ALICE.firstName) })
      .click()
    await expectSentThread(page, locale, draft)

    // The e-mail, as the outbox holds it: the visitor's language, the question, what happens next, the link.
    await expect.poll(async () => (await latestMail(request, draft.email, 'question_confirmation'))?.subject).toBe(`${SUBJECT[locale]}${draft.topic}`)
    const mail = await latestMail(request, draft.email, 'question_confirmation')
    expect(mail?.text).toContain(`${draft.topic}\n${draft.body}`)
    expect(mail?.text).toMatch(NEXT[locale])
    const link = /https?:\/\/\S+\/question\?thread=\S+/.exec(mail?.text ?? '')?.[0] ?? ''
    expect(new URL(link).pathname).toBe(localized('/question', locale))
    // The asking tab leaves: only the fresh browser shows the conversation from now on.
    await page.goto('about:blank')

    const fresh = await browser.newContext({ baseURL })
    const visitor = await fresh.newPage()
    const url = new URL(link)
    await visitor.goto(`${url.pathname}${url.search}`)
    await waitForInteractive(visitor)
    await expectThread(visitor, locale, draft)

    // An answer shown on that page is reported read: it will not be e-mailed.
    const receipt = nextOperation(visitor, 'MarkThreadRead')
    await answerAsAmbassador(request, ALICE.email, mail?.threadId ?? '', `Yes, ask the housing office (${locale}).`)
    await expect(visitor.getByText(`Yes, ask the housing office (${locale}).`)).toBeVisible()
    expect((await (await receipt).json()) as unknown).toMatchObject({ data: { markThreadRead: { marked: 1 } } })
    await fresh.close()
  })
}
