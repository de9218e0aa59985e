import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { askQuestion, gqlData, latestMail, meId } from './api'
import { questionCard, uniqueTopic } from './inbox-helpers'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
// An ambassador no other test signs in as (only the latest emailed code of an address is valid).
const EMAIL = 'amb43@demo.test'

interface ThreadData {
  thread: { status: string; published: boolean; answers: { body: string }[] } | null
}

// Signed in through the API (the form's own sign-in with the e-mailed code: sign-in.spec.ts).
test('a signed-in ambassador answers the question a visitor just sent, and the visitor’s thread shows the answer', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const ambassadorId = await meId(page.request, await openAreaSignedIn(page, context, EMAIL))

  const topic = uniqueTopic('Housing near campus')
  const visitorEmail = `visitor-${Date.now()}@example.com`
  const spamTopic = uniqueTopic('Off-topic')
  await askQuestion(page.request, { ambassadorId, firstName: 'Sam', email: `sam-${Date.now()}@example.com`, topic: spamTopic, body: 'Can you do my homework for me please?' })
  const visitor = await askQuestion(page.request, {
    ambassadorId,
    firstName: 'Zoé',
    email: visitorEmail,
    topic,
    body: 'Is it easy to find a room near the campus in September?',
  })

  // The visitor's question arrives while the ambassador is signed in: the inbox shows it on the next load.
  await page.reload()
  // Response-time signals in the header.
  await expect(page.getByText(t.header.median, { exact: true })).toBeVisible()
  await expect(page.getByText(t.header.lastActive, { exact: true })).toBeVisible()

  const card = await questionCard(page, topic)
  await expect(card.getByText('From Zoé')).toBeVisible()
  await expect(card.getByText(/Asked (this minute|\d+ minutes? ago)/)).toBeVisible()
  await expect(card).not.toContainText('@example.com')

  await card.getByRole('button', { name: t.inbox.answer, exact: true }).click()
  const answer = 'Yes: start looking in June, the housing office keeps a list of rooms.'
  await card.getByLabel(t.inbox.answerLabel).fill(answer)
  await expect(card.getByText(`${answer.length} / 5,000`)).toBeVisible()
  await card.getByLabel(t.inbox.publish).check()
  await card.getByRole('button', { name: t.inbox.send }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent. Zoé sees it on the conversation page, or gets it by email.' })).toBeVisible()
  await expect(page.getByRole('article', { name: topic })).toHaveCount(0)

  // The answered tab has it, published.
  await page.getByRole('tab', { name: t.inbox.answered }).click()
  const answered = await questionCard(page, topic)
  await expect(answered.getByText(answer)).toBeVisible()
  await expect(answered.getByText(t.inbox.published, { exact: true })).toBeVisible()

  // Closing a question asks first, then moves it to the Closed tab.
  await page.getByRole('tab', { name: new RegExp(`^${t.inbox.open}`) }).click()
  const spam = await questionCard(page, spamTopic)
  await spam.getByRole('button', { name: t.inbox.close }).click()
  await expect(spam.getByRole('group', { name: 'Close this question? Sam will not get an answer.' })).toBeFocused()
  await spam.getByRole('button', { name: t.inbox.closeYes }).click()
  await expect(page.getByRole('status').filter({ hasText: t.inbox.closedDone })).toBeVisible()
  await page.getByRole('tab', { name: t.inbox.closed }).click()
  await expect(await questionCard(page, spamTopic)).toBeVisible()

  // The visitor's side: the API's thread, then the thread page.
  const data = await gqlData<ThreadData>(page.request, 'query T($id: ID!, $token: String) { thread(id: $id, token: $token) { status published answers { body } } }', {
    id: visitor.threadId,
    token: visitor.threadToken,
  })
  expect(data.thread).toMatchObject({ status: 'ANSWERED', published: true, answers: [{ body: answer }] })
  // The visitor has the link to the thread from the question's confirmation (the answer's mail waits for the read receipt, decision 144).
  const mail = await latestMail(page.request, visitorEmail, 'question_confirmation')
  expect(mail?.text).toContain(`thread=${visitor.threadId}`)
  await page.goto(`/question?thread=${encodeURIComponent(visitor.threadId)}&token=${encodeURIComponent(visitor.threadToken)}`)
  await waitForInteractive(page)
  await expect(page.getByText(answer)).toBeVisible()
})
