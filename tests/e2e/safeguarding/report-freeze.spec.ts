import { expect, test, type Locator, type Page } from '@playwright/test'
import { askQuestion, gqlData, idempotencyKey, lastMailId, meId } from '../ambassadors-area/api'
import { questionCard, uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from '../staff/staff-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { moderationItem } from './moderation-helpers'
import { openAreaSignedIn } from '../ambassadors-area/sign-in-helpers'
import { INBOX_REPORTING_AMBASSADOR, REPORTED_AMBASSADOR, waitForMail } from './safeguarding-helpers'

interface AnswerData {
  answerQuestion: { question: { id: string } | null; fieldErrors: { field: string; code: string }[] }
}

async function answerThroughApi(page: Page, token: string, questionId: string, body: string): Promise<AnswerData['answerQuestion']> {
  const data = await gqlData<AnswerData>(
    page.request,
    'mutation A($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id } fieldErrors { field code } } }',
    { input: { questionId, body, publish: false, idempotencyKey: idempotencyKey() } },
    token,
  )
  return data.answerQuestion
}

async function openThread(page: Page, locale: TestLocale, threadId: string, threadToken: string): Promise<void> {
  await page.goto(localized(`/question?thread=${encodeURIComponent(threadId)}&token=${encodeURIComponent(threadToken)}`, locale))
  await waitForInteractive(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].question.thread.heading)
}

/** The "under review" notice, on the thread page or on one inbox card (an inbox may hold other frozen questions). */
const underReview = (scope: Page | Locator, locale: TestLocale) => scope.getByRole('note', { name: messages[locale].forms.safeguarding.underReview.title })

// Issue 18: a report freezes the conversation for both sides (each told in
// their language, the answer kept closed), staff are e-mailed at once, and
// releasing it in the moderation queue lets both sides write again. Axe
// finds nothing on the frozen states, in English and French.
test('a visitor’s report freezes the conversation for both sides, in both languages, until staff release it', async ({ page, context }) => {
  test.setTimeout(4 * STAFF_FLOW_TIMEOUT_MS)
  const area = await context.newPage()
  const token = await openAreaSignedIn(area, context, REPORTED_AMBASSADOR, 'fr')
  const topic = uniqueTopic('Campus tour')
  const visitor = await askQuestion(page.request, {
    ambassadorId: await meId(page.request, token),
    firstName: 'Inès',
    email: `ines-${Date.now()}@example.com`,
    topic,
    body: 'Can I visit the campus before applying?',
  })

  // The visitor reports it from the thread page: a reason is required, then a confirmation.
  const en = messages.en
  await openThread(page, 'en', visitor.threadId, visitor.threadToken)
  const mailMark = await lastMailId(page.request, OWNER, 'moderation_reported')
  await page.getByRole('button', { name: en.forms.safeguarding.report.open }).click()
  const reason = page.getByRole('textbox', { name: en.fields.reportReason })
  await expect(reason).toBeFocused()
  await page.getByRole('button', { name: en.forms.safeguarding.report.send }).click()
  await expect(page.locator('#thread-report-reason-error')).toContainText(en.validation.required)
  await reason.fill('The ambassador asked me to add them on Snapchat.')
  await page.getByRole('button', { name: en.forms.safeguarding.report.send }).click()
  await expect(page.getByText(en.forms.safeguarding.report.done)).toBeFocused()
  await expect(underReview(page, 'en')).toContainText(en.forms.safeguarding.underReview.reporter)
  await expect(page.getByRole('button', { name: en.forms.safeguarding.report.open })).toHaveCount(0)
  await expectNoAxeViolations(page, 'visitor, conversation under review (en)')
  const mail = await waitForMail(page.request, OWNER, 'moderation_reported', mailMark)
  expect(mail).not.toContain('Snapchat')

  // The visitor's side in French after a reload.
  await openThread(page, 'fr', visitor.threadId, visitor.threadToken)
  await expect(underReview(page, 'fr')).toContainText(messages.fr.forms.safeguarding.underReview.reporter)
  await expectNoAxeViolations(page, 'visitor, conversation under review (fr)')

  // The ambassador's side, in French then English: told, the answer kept closed; the API refuses an answer.
  for (const locale of ['fr', 'en'] as const) {
    if (locale === 'en') {
      await area.goto(localized('/ambassadors', 'en'))
      await waitForInteractive(area)
    } else await area.reload()
    const card = await questionCard(area, topic, locale)
    await expect(underReview(card, locale)).toContainText(messages[locale].forms.safeguarding.underReview.ambassador)
    const answerButton = card.getByRole('button', { name: messages[locale].ambassadorsArea.inbox.answer, exact: true })
    await expect(answerButton).toBeDisabled()
    await expect(answerButton).toHaveAttribute('aria-describedby', /question-review-/)
    await expect(card.getByLabel(messages[locale].ambassadorsArea.inbox.answerLabel)).toHaveCount(0)
    await expectNoAxeViolations(area, `ambassador, conversation under review (${locale})`)
  }
  const refused = await answerThroughApi(page, token, visitor.threadId, 'Of course, any weekday.')
  expect(refused.fieldErrors.map((e) => e.code)).toContain('UNDER_REVIEW')

  // Staff release it from the queue.
  const t = en.staffConsole
  const staff = await context.newPage()
  await openConsoleSignedIn(staff, context, OWNER)
  await staff.getByRole('tab', { name: t.sections.moderation }).click()
  const item = await moderationItem(staff, t.moderation.titles.REPORT_VISITOR, topic)
  await expect(item).toContainText('The ambassador asked me to add them on Snapchat.')
  await expect(item).toContainText(t.moderation.frozen)
  await item.getByRole('button', { name: t.moderation.releaseLabel.replace('{{title}}', t.moderation.titles.REPORT_VISITOR) }).click()
  await item.getByRole('button', { name: t.moderation.releaseYes }).click()
  await expect(staff.getByRole('status').filter({ hasText: t.moderation.releasedDone })).toBeVisible()

  // Both sides can write again.
  await openThread(page, 'en', visitor.threadId, visitor.threadToken)
  await expect(page.getByRole('button', { name: en.forms.safeguarding.report.open })).toBeVisible()
  await expect(underReview(page, 'en')).toHaveCount(0)
  await area.reload()
  const card = await questionCard(area, topic)
  await expect(underReview(card, 'en')).toHaveCount(0)
  await card.getByRole('button', { name: en.ambassadorsArea.inbox.answer, exact: true }).click()
  await card.getByLabel(en.ambassadorsArea.inbox.answerLabel).fill('Of course: the campus is open to visitors every weekday.')
  await card.getByRole('button', { name: en.ambassadorsArea.inbox.send }).click()
  await expect(area.getByRole('status').filter({ hasText: 'Answer sent. Inès sees it on the conversation page, or gets it by email.' })).toBeVisible()
})

test('an ambassador reports a conversation from the inbox: the visitor sees it under review, staff keep it closed', async ({ page, context }) => {
  test.setTimeout(3 * STAFF_FLOW_TIMEOUT_MS)
  const en = messages.en
  const token = await openAreaSignedIn(page, context, INBOX_REPORTING_AMBASSADOR)
  const topic = uniqueTopic('Weekend plans')
  const visitor = await askQuestion(page.request, {
    ambassadorId: await meId(page.request, token),
    firstName: 'Max',
    email: `max-${Date.now()}@example.com`,
    topic,
    body: 'What do you do on weekends?',
  })
  await page.reload()
  await waitForInteractive(page)
  const card = await questionCard(page, topic)
  const mailMark = await lastMailId(page.request, OWNER, 'moderation_reported')
  await card.getByRole('button', { name: en.forms.safeguarding.report.open }).click()
  await card.getByRole('textbox', { name: en.fields.reportReason }).fill('Insulting follow-up messages.')
  await card.getByRole('button', { name: en.forms.safeguarding.report.send }).click()
  await expect(card.getByText(en.forms.safeguarding.report.done)).toBeFocused()
  await expect(underReview(card, 'en')).toBeVisible()
  await waitForMail(page.request, OWNER, 'moderation_reported', mailMark)

  const thread = await context.newPage()
  await openThread(thread, 'en', visitor.threadId, visitor.threadToken)
  await expect(underReview(thread, 'en')).toContainText(en.forms.safeguarding.underReview.visitor)

  const t = en.staffConsole
  const staff = await context.newPage()
  await openConsoleSignedIn(staff, context, OWNER)
  await staff.getByRole('tab', { name: t.sections.moderation }).click()
  const item = await moderationItem(staff, t.moderation.titles.REPORT_AMBASSADOR, topic)
  await item.getByRole('button', { name: t.moderation.keepClosedLabel.replace('{{title}}', t.moderation.titles.REPORT_AMBASSADOR) }).click()
  await item.getByRole('button', { name: t.moderation.keepClosedYes }).click()
  await expect(staff.getByRole('status').filter({ hasText: t.moderation.keptClosedDone })).toBeVisible()

  await openThread(thread, 'en', visitor.threadId, visitor.threadToken)
  await expect(thread.locator('.thread-status').first()).toHaveText(en.question.thread.status.CLOSED)
})
