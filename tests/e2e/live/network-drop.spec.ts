import { expect, test } from '@playwright/test'
import { askQuestion, gqlData, idempotencyKey, meId, tokenFromApi } from '../ambassadors-area/api'
import { uniqueTopic } from '../ambassadors-area/inbox-helpers'
import { FLOW_TIMEOUT_MS } from '../ambassadors-area/sign-in-helpers'
import { startCuttableProxy } from '../support/cuttable-proxy'
import { E2E_BASE_URL } from '../support/environment'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { expectLive } from './live-helpers'

// An ambassador no other test signs in as (only the latest e-mailed code of an address is valid).
const EMAIL = 'amb45@demo.test'
/** The outage of issue 19's must-show. */
const OUTAGE_MS = 10_000

test('the visitor’s connection is cut for 10 s while the answer is sent: “reconnecting…” shows, and the answer appears once back', async ({ page }) => {
  test.setTimeout(2 * FLOW_TIMEOUT_MS)
  const ambassadorToken = await tokenFromApi(page.request, EMAIL, 'AMBASSADOR')
  const ambassadorId = await meId(page.request, ambassadorToken)
  const thread = await askQuestion(page.request, {
    ambassadorId,
    firstName: 'Jonas',
    email: `jonas-${Date.now()}@example.com`,
    topic: uniqueTopic('Offline'),
    body: 'Can I visit the campus before applying?',
  })
  // The visitor's page reaches the site through a network path the test can cut.
  const network = await startCuttableProxy(E2E_BASE_URL)
  await page.goto(`${network.url}/question?thread=${encodeURIComponent(thread.threadId)}&token=${encodeURIComponent(thread.threadToken)}`)
  await waitForInteractive(page)
  await expectLive(page)

  // The network goes away: the open stream drops, every new connection is refused.
  network.cut()
  const cutAt = Date.now()
  await expect(page.getByText(messages.en.live.reconnecting)).toBeVisible()

  const answer = 'Yes, campus tours run every Wednesday at 2 pm; no booking needed.'
  const answered = await gqlData<{ answerQuestion: { fieldErrors: unknown[] } }>(
    page.request,
    'mutation A($input: AnswerQuestionInput!) { answerQuestion(input: $input) { fieldErrors { code } } }',
    { input: { questionId: thread.threadId, body: answer, idempotencyKey: idempotencyKey() } },
    ambassadorToken,
  )
  expect(answered.answerQuestion.fieldErrors).toEqual([])

  // Still offline: nothing can arrive. The outage lasts its full 10 s (the scenario, not a wait for the product).
  await expect(page.getByText(answer)).toHaveCount(0)
  await page.waitForTimeout(Math.max(0, OUTAGE_MS - (Date.now() - cutAt)))
  await expect(page.getByText(answer)).toHaveCount(0)
  network.restore()

  // Back online: the stream reconnects (backoff ≤ 8 s, ±20 %), the page refetches, the answer is there.
  await expect(page.getByText(answer)).toBeVisible({ timeout: 15_000 })
  await expectLive(page)
  await expect(page.getByText(messages.en.live.reconnecting)).toHaveCount(0)
  await network.close()
})
