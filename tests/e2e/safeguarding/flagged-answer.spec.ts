import { expect, test } from '@playwright/test'
import { askQuestion, lastMailId, meId } from '../ambassadors-area/api'
import { questionCard, uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { OWNER, openConsoleSignedIn, STAFF_FLOW_TIMEOUT_MS } from '../staff/staff-helpers'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { openAreaSignedIn } from '../ambassadors-area/sign-in-helpers'
import { FLAGGING_AMBASSADOR, readRules, restoreRules, waitForMail } from './safeguarding-helpers'
import { moderationItem } from './moderation-helpers'

const t = messages.en.staffConsole
const inbox = messages.en.ambassadorsArea.inbox

// Issue 18: with phone numbers and messaging apps set to FLAG in the
// Safeguarding tab, an ambassador's answer with a WhatsApp number is
// delivered, staff are e-mailed at once, and the queue shows it with the
// matched words highlighted and the whole conversation.
test('staff set PHONE and MESSAGING_APP to Flag; an answer with a WhatsApp number is delivered, e-mailed to staff and queued with its matches highlighted', async ({
  page,
  context,
}) => {
  test.setTimeout(3 * STAFF_FLOW_TIMEOUT_MS)
  const staffToken = await openConsoleSignedIn(page, context, OWNER)
  const before = await readRules(page.request, staffToken)
  try {
    await page.getByRole('tab', { name: t.sections.safeguarding }).click()
    await page.getByLabel(t.safeguarding.categories.PHONE, { exact: true }).selectOption('FLAG')
    await page.getByLabel(t.safeguarding.categories.MESSAGING_APP, { exact: true }).selectOption('FLAG')
    await page.getByRole('button', { name: t.safeguarding.save }).click()
    await expect(page.getByRole('status').filter({ hasText: t.safeguarding.saved })).toBeVisible()
    const saved = await readRules(page.request, staffToken)
    expect(saved.actions).toEqual(
      expect.arrayContaining([
        { category: 'PHONE', action: 'FLAG' },
        { category: 'MESSAGING_APP', action: 'FLAG' },
      ]),
    )

    // The ambassador (a second tab: the console and the area keep their own sessions).
    const area = await context.newPage()
    const token = await openAreaSignedIn(area, context, FLAGGING_AMBASSADOR)
    const topic = uniqueTopic('Student life')
    await askQuestion(area.request, {
      ambassadorId: await meId(area.request, token),
      firstName: 'Noé',
      email: `noe-${Date.now()}@example.com`,
      topic,
      body: 'Where do students meet outside class?',
    })
    await area.reload()
    await waitForInteractive(area)
    const card = await questionCard(area, topic)
    await card.getByRole('button', { name: inbox.answer, exact: true }).click()
    const answer = 'Add me on WhatsApp: +44 7700 900123 and we can talk there'
    const mailMark = await lastMailId(page.request, OWNER, 'moderation_flagged')
    await card.getByLabel(inbox.answerLabel).fill(answer)
    await card.getByRole('button', { name: inbox.send }).click()
    // FLAG delivers: the answer is sent.
    await expect(area.getByRole('status').filter({ hasText: 'Answer sent. Noé sees it on the conversation page, or gets it by email.' })).toBeVisible()

    // Staff are e-mailed at once, with a link to the queue and no message text.
    const mail = await waitForMail(page.request, OWNER, 'moderation_flagged', mailMark)
    expect(mail).toContain('/staff')
    expect(mail).toContain('PHONE')
    expect(mail).not.toContain('7700 900123')

    await page.getByRole('tab', { name: t.sections.moderation }).click()
    const item = await moderationItem(page, t.moderation.titles.FLAG_ANSWER, topic)
    const flagged = item.locator('.moderation-flagged')
    await expect(flagged.locator('mark')).toHaveText([/WhatsApp$/, /\+44 7700 900123$/])
    await expect(flagged).toContainText(t.safeguarding.categories.PHONE)
    await expect(flagged).toContainText(t.safeguarding.categories.MESSAGING_APP)
    // The whole conversation: the visitor's question and the answer, the flagged one badged.
    const conversation = item.getByRole('list', { name: t.moderation.conversation })
    await expect(conversation.getByRole('listitem')).toHaveCount(2)
    await expect(conversation.getByRole('listitem').first()).toContainText('Where do students meet outside class?')
    await expect(conversation.getByRole('listitem').last()).toContainText(t.moderation.flaggedBadge)

    // Reviewed: it leaves the open queue.
    await item.getByRole('button', { name: t.moderation.reviewedLabel.replace('{{title}}', t.moderation.titles.FLAG_ANSWER) }).click()
    await item.getByRole('button', { name: t.moderation.reviewedYes }).click()
    await expect(page.getByRole('status').filter({ hasText: t.moderation.reviewedDone })).toBeVisible()
    await expect(page.getByRole('article', { name: t.moderation.titles.FLAG_ANSWER }).filter({ hasText: topic })).toHaveCount(0)
  } finally {
    await restoreRules(page.request, staffToken, before)
  }
})
