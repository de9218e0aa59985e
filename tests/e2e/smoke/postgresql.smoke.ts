/**
 * The server on PostgreSQL (live updates through LISTEN/NOTIFY, decision 091):
 * a visitor asks, the ambassador answers from the inbox, the answer appears
 * on the visitor's open thread without a reload, and the visitor closes the
 * conversation.
 */
import { expect, test } from '@playwright/test'
import { askQuestion } from '../ambassadors-area/api'
import { questionCard, uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { FLOW_TIMEOUT_MS, openArea, signInThroughForm } from '../ambassadors-area/sign-in-helpers'
import { expectLive, nextOperation, openThread } from '../live/live-helpers'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { messages } from '../support/locales'

const t = messages.en

test('PostgreSQL: ask → the answer arrives live → the visitor closes the conversation', async ({ browser, baseURL }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const ambassador = FIXTURES.ambassador1
  const area = await (await browser.newContext({ baseURL })).newPage()
  const visitor = await (await browser.newContext({ baseURL })).newPage()
  await openArea(area)
  await signInThroughForm(area, ambassador.email)
  await expectLive(area)

  const topic = uniqueTopic('PostgreSQL smoke')
  const thread = await askQuestion(visitor.request, {
    ambassadorId: ambassador.id,
    firstName: 'Aïcha',
    email: `aicha-${Date.now()}@example.com`,
    topic,
    body: 'Can I visit the campus before I apply?',
  })
  await openThread(visitor, thread)
  await expectLive(visitor)

  const card = await questionCard(area, topic)
  const answer = 'Yes: open days are every Saturday in March; book a tour online.'
  await card.getByRole('button', { name: t.ambassadorsArea.inbox.answer, exact: true }).click()
  await card.getByLabel(t.ambassadorsArea.inbox.answerLabel).fill(answer)
  const answered = nextOperation(area, 'AnswerQuestion')
  await card.getByRole('button', { name: t.ambassadorsArea.inbox.send }).click()
  expect((await answered).ok()).toBe(true)
  // Live: no reload, no focus event; the stream brought it.
  await expect(visitor.getByText(answer)).toBeVisible()

  const c = t.question.conversation
  await visitor.getByRole('button', { name: c.close }).click()
  await visitor.getByRole('button', { name: c.closeYes }).click()
  await expect(visitor.getByText(c.closedBy.VISITOR)).toBeVisible()
})
