import { expect, test } from '@playwright/test'
import { askQuestion, meId } from '../ambassadors-area/api'
import { questionCard, uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from '../ambassadors-area/sign-in-helpers'
import { messages } from '../support/locales'
import { expectLive, nextOperation, openThread } from './live-helpers'

const t = messages.en
// An ambassador no other test signs in as (only the latest e-mailed code of an address is valid).
const EMAIL = 'amb44@demo.test'
/** Issue 19: an answer shows on the visitor's page within a second of the ambassador's send. */
const LIVE_DELIVERY_MS = 1_000

test('a visitor on the thread page and an ambassador in the inbox see each other’s messages live; another visitor’s thread is refused', async ({ browser }) => {
  test.setTimeout(2 * FLOW_TIMEOUT_MS)
  const ambassadorContext = await browser.newContext()
  const visitorContext = await browser.newContext()
  const area = await ambassadorContext.newPage()
  const visitorPage = await visitorContext.newPage()
  const ambassadorId = await meId(area.request, await openAreaSignedIn(area, ambassadorContext, EMAIL))
  await expectLive(area)

  // The question arrives while the inbox is open: it shows up without a reload.
  const topic = uniqueTopic('Live housing')
  const thread = await askQuestion(visitorPage.request, {
    ambassadorId,
    firstName: 'Inès',
    email: `ines-${Date.now()}@example.com`,
    topic,
    body: 'Is there housing for exchange students near the campus?',
  })
  const card = await questionCard(area, topic)
  await expect(card.getByText('From Inès')).toBeVisible()

  await openThread(visitorPage, thread)
  await expectLive(visitorPage)
  await expect(visitorPage.getByText(t.question.thread.status.OPEN)).toBeVisible()

  // The ambassador answers: the visitor's page shows it within a second, announced politely.
  const answer = 'Yes: the international office keeps rooms for exchange students, ask them in May.'
  await card.getByRole('button', { name: t.ambassadorsArea.inbox.answer, exact: true }).click()
  await card.getByLabel(t.ambassadorsArea.inbox.answerLabel).fill(answer)
  const answered = nextOperation(area, 'AnswerQuestion')
  await card.getByRole('button', { name: t.ambassadorsArea.inbox.send }).click()
  expect((await answered).ok()).toBe(true)
  await expect(visitorPage.getByText(answer)).toBeVisible({ timeout: LIVE_DELIVERY_MS })
  await expect(visitorPage.getByRole('status').filter({ hasText: 'New answer from' })).toBeAttached()
  await expect(visitorPage.getByText(t.question.thread.status.ANSWERED, { exact: true })).toBeVisible()

  // The visitor replies: the follow-up appears in the inbox (back under Open) without a reload.
  const followUp = 'Thank you! Do they also help with the deposit?'
  const form = visitorPage.getByRole('form', { name: /^Reply to / })
  await form.getByLabel(messages.en.fields.followUp).fill(followUp)
  const sent = nextOperation(visitorPage, 'SendFollowUp')
  await form.getByRole('button', { name: t.question.conversation.send }).click()
  expect((await sent).ok()).toBe(true)
  await expect(visitorPage.locator('.thread-follow-up-message').getByText(followUp)).toBeVisible()
  const reopened = await questionCard(area, topic)
  await expect(reopened.getByText(followUp)).toBeVisible({ timeout: LIVE_DELIVERY_MS })
  await expect(reopened.getByRole('heading', { name: 'Inès replied' })).toBeVisible()

  // Someone holding this thread's link cannot listen to another visitor's conversation.
  const other = await askQuestion(visitorPage.request, {
    ambassadorId,
    firstName: 'Noé',
    email: `noe-${Date.now()}@example.com`,
    topic: uniqueTopic('Other'),
    body: 'A question from someone else entirely, about sports.',
  })
  const refusal = await visitorPage.evaluate(
    async ({ threadId, token }) => {
      const response = await fetch('/gql/public', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({
          query: 'subscription S($threadId: ID!, $token: String!) { threadUpdated(threadId: $threadId, token: $token) { kind } }',
          variables: { threadId, token },
        }),
      })
      return { status: response.status, body: await response.text() }
    },
    { threadId: other.threadId, token: thread.threadToken },
  )
  expect(refusal.body).toContain('FORBIDDEN')
  expect(refusal.body).not.toContain('"kind"')

  await ambassadorContext.close()
  await visitorContext.close()
})
