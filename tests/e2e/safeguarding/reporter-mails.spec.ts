import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { askQuestion, latestMail, lastMailId, meId } from '../ambassadors-area/api'
import { questionCard, uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { openAreaSignedIn } from '../ambassadors-area/sign-in-helpers'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from '../staff/staff-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { moderationItem } from './moderation-helpers'
import { ambassadorTokenFromApi, REPORTER_MAILS_AMBASSADOR, REPORTER_MAILS_REPORTING_AMBASSADOR } from './safeguarding-helpers'

type Mail = NonNullable<Awaited<ReturnType<typeof latestMail>>>

/** The newest e-mail of `kind` to `to` once there is one newer than `afterId`. */
async function nextMail(request: APIRequestContext, to: string, kind: string, afterId = 0): Promise<Mail> {
  let found: Mail | null = null
  await expect
    .poll(async () => {
      const mail = await latestMail(request, to, kind)
      if (mail !== null && mail.id > afterId) found = mail
      return found !== null
    })
    .toBe(true)
  if (found === null) throw new Error(`no ${kind} mail to ${to}`)
  return found
}

/** Opens the thread as its e-mail's link does (the link's id and token), in `locale`. */
async function openFromMail(page: Page, mail: Mail, locale: TestLocale): Promise<void> {
  expect(mail.threadId).not.toBeNull()
  await page.goto(localized(`/question?thread=${mail.threadId ?? ''}&token=${mail.threadToken ?? ''}`, locale))
  await waitForInteractive(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].question.thread.heading)
}

const note = (page: Page, title: string) => page.getByRole('note', { name: title })

// Issue 32: the reporter hears from us twice, in their language: an acknowledgement at once,
// then what staff did; the thread page says the same, in English and French, with no axe finding.
test('a reporter’s two e-mails: a visitor reports in French, is acknowledged at once, staff keep it closed, the outcome mail and the thread page say so', async ({
  page,
  context,
}) => {
  test.setTimeout(3 * STAFF_FLOW_TIMEOUT_MS)
  const fr = messages.fr.forms.safeguarding
  const token = await ambassadorTokenFromApi(page.request, REPORTER_MAILS_AMBASSADOR)
  const topic = uniqueTopic('Logement')
  const email = `lea-${Date.now()}@example.com`
  const reason = 'Il insiste pour que je lui donne mon numéro.'
  const visitor = await askQuestion(page.request, {
    ambassadorId: await meId(page.request, token),
    firstName: 'Léa',
    email,
    topic,
    body: 'Où vivent les étudiants de première année ?',
    locale: 'fr',
  })

  await page.goto(localized(`/question?thread=${visitor.threadId}&token=${visitor.threadToken}`, 'fr'))
  await waitForInteractive(page)
  await page.getByRole('button', { name: fr.report.open }).click()
  await page.getByRole('textbox', { name: messages.fr.fields.reportReason }).fill(reason)
  await page.getByRole('button', { name: fr.report.send }).click()
  await expect(page.getByText(fr.report.done)).toBeFocused()
  await expect(note(page, fr.underReview.title)).toContainText(fr.underReview.reporter)

  // The first e-mail: at once, in French, with the visitor's own words and a link to the thread.
  const ack = await nextMail(page.request, email, 'report_received')
  expect(ack.subject).toContain('nous avons bien reçu votre signalement')
  expect(ack.text).toContain(`Merci d'avoir signalé votre conversation « ${topic} »`)
  expect(ack.text).toContain(reason)
  await openFromMail(page, ack, 'fr')
  await expect(note(page, fr.underReview.title)).toContainText(fr.underReview.reporter)
  await expectNoAxeViolations(page, 'reporter, under review (fr)')
  expect(await latestMail(page.request, email, 'report_outcome')).toBeNull()

  // Staff keep it closed from the moderation queue.
  const t = messages.en.staffConsole
  const staff = await context.newPage()
  await openConsoleSignedIn(staff, context, OWNER)
  await staff.getByRole('tab', { name: t.sections.moderation }).click()
  const item = await moderationItem(staff, t.moderation.titles.REPORT_VISITOR, topic)
  await item.getByRole('button', { name: t.moderation.keepClosedLabel.replace('{{title}}', t.moderation.titles.REPORT_VISITOR) }).click()
  await item.getByRole('button', { name: t.moderation.keepClosedYes }).click()
  await expect(staff.getByRole('status').filter({ hasText: t.moderation.keptClosedDone })).toBeVisible()

  // The second e-mail, in French, and the thread page in both languages.
  const outcome = await nextMail(page.request, email, 'report_outcome')
  expect(outcome.subject).toContain("l'équipe a traité votre signalement")
  expect(outcome.text).toContain("L'équipe a fermé la conversation définitivement : personne ne peut plus y écrire.")
  expect(outcome.text).not.toContain(reason)
  await openFromMail(page, outcome, 'fr')
  await expect(note(page, fr.reportOutcome.title)).toContainText(fr.reportOutcome.KEEP_CLOSED)
  await expect(note(page, fr.underReview.title)).toHaveCount(0)
  await expectNoAxeViolations(page, 'reporter, kept closed (fr)')
  await openFromMail(page, outcome, 'en')
  const en = messages.en.forms.safeguarding
  await expect(note(page, en.reportOutcome.title)).toContainText(en.reportOutcome.KEEP_CLOSED)
  await expectNoAxeViolations(page, 'reporter, kept closed (en)')
})

test('a reporter’s two e-mails: an ambassador reports from the inbox, staff block the visitor, the ambassador is told, nothing of the visitor in either mail', async ({
  page,
  context,
}) => {
  test.setTimeout(3 * STAFF_FLOW_TIMEOUT_MS)
  const en = messages.en
  const token = await openAreaSignedIn(page, context, REPORTER_MAILS_REPORTING_AMBASSADOR)
  const topic = uniqueTopic('Weekend')
  const email = `quentin-${Date.now()}@example.com`
  await askQuestion(page.request, { ambassadorId: await meId(page.request, token), firstName: 'Quentin', email, topic, body: 'Add me on snap, my handle is q.weekend' })
  const ackMark = await lastMailId(page.request, REPORTER_MAILS_REPORTING_AMBASSADOR, 'report_received')
  const outcomeMark = await lastMailId(page.request, REPORTER_MAILS_REPORTING_AMBASSADOR, 'report_outcome')
  await page.reload()
  await waitForInteractive(page)
  const card = await questionCard(page, topic)
  await card.getByRole('button', { name: en.forms.safeguarding.report.open }).click()
  await card.getByRole('textbox', { name: en.fields.reportReason }).fill('Keeps asking me to move to Snapchat.')
  await card.getByRole('button', { name: en.forms.safeguarding.report.send }).click()
  await expect(card.getByText(en.forms.safeguarding.report.done)).toBeFocused()

  const ack = await nextMail(page.request, REPORTER_MAILS_REPORTING_AMBASSADOR, 'report_received', ackMark)
  expect(ack.subject).toContain('we have received your report')
  expect(ack.text).toContain('Thank you for reporting a conversation in your inbox.')
  expect(ack.text).toContain('Keeps asking me to move to Snapchat.')
  for (const secret of ['Quentin', email, topic, 'q.weekend']) expect(ack.text).not.toContain(secret)

  // Staff block the visitor's address from the report's card.
  const t = en.staffConsole
  const staff = await context.newPage()
  await openConsoleSignedIn(staff, context, OWNER)
  await staff.getByRole('tab', { name: t.sections.moderation }).click()
  const item = await moderationItem(staff, t.moderation.titles.REPORT_AMBASSADOR, topic)
  await item.getByRole('button', { name: t.moderation.blockLabel.replace('{{email}}', email) }).click()
  await item.getByRole('textbox', { name: en.fields.blockReason }).fill('Pushes ambassadors to private messaging.')
  await item.getByRole('button', { name: t.moderation.blockYes }).click()
  await expect(staff.getByRole('status').filter({ hasText: t.moderation.blockedDone.replace('{{email}}', email) })).toBeVisible()

  const outcome = await nextMail(page.request, REPORTER_MAILS_REPORTING_AMBASSADOR, 'report_outcome', outcomeMark)
  expect(outcome.text).toContain('The team has blocked the person you reported: they can no longer ask questions or book calls. The conversation is closed.')
  for (const secret of ['Quentin', email, topic, 'q.weekend']) expect(outcome.text).not.toContain(secret)
})
