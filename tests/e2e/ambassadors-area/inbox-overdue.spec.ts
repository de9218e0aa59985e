import { expect, test } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { QUESTION_OVERDUE_HOURS } from '../../../src/contract/limits'
import { messages } from '../support/locales'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
// The seed guarantees this fixture an open question waiting more than 48 h (server/demo/seed-fixtures.ts).
const alice = FIXTURES.ambassador1

test('questions waiting more than 48 h are flagged in the inbox and counted in the header', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  await openAreaSignedIn(page, context, alice.email)

  const overdueCount = page.getByText(`Waiting more than ${QUESTION_OVERDUE_HOURS}\u00a0h`, { exact: true }).locator('xpath=following-sibling::dd[1]')
  await expect(overdueCount).toHaveText(/^[1-9]\d*$/)

  // Open questions come oldest first: the first one has waited longest and is flagged; the newest is not.
  const cards = page.getByRole('tabpanel', { name: new RegExp(`^${t.inbox.open}`) }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  const first = cards.first()
  await expect(first.getByText(t.inbox.overdue, { exact: true })).toBeVisible()
  await expect(first.getByText(`Waiting more than ${QUESTION_OVERDUE_HOURS} hours`)).toBeVisible()
  const flagged = await cards.filter({ has: page.getByText(t.inbox.overdue, { exact: true }) }).count()
  expect(flagged).toBe(Number(await overdueCount.textContent()))
})
