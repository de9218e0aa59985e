import { expect, test } from '@playwright/test'
import { TOKEN_COOKIE_MAX_AGE_S } from '../../../src/runtime/constants'
import { messages } from '../support/locales'
import { askQuestion, meId } from './api'
import { questionCard, uniqueTopic } from './inbox-helpers'
import { FLOW_TIMEOUT_MS, openArea, sessionToken, signInThroughForm, TOKEN_COOKIE } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
// An ambassador no other test signs in as (only the latest emailed code of an address is valid).
const EMAIL = 'amb47@demo.test'

/**
 * The page's clock is Playwright's: seven days pass in the tab in an instant,
 * while the API's clock does not move. The API would still accept the token,
 * so the sign-out can only come from the page's own expiry watcher.
 */
test('when the session cookie’s 7 days are over, the open tab signs the ambassador out, keeping the half-typed answer', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  await page.clock.install()
  await openArea(page)
  await signInThroughForm(page, EMAIL)
  const token = await sessionToken(context)
  const ambassadorId = await meId(page.request, token)
  const topic = uniqueTopic('Internships')
  await askQuestion(page.request, {
    ambassadorId,
    firstName: 'Iris',
    email: `iris-${Date.now()}@example.com`,
    topic,
    body: 'Do most students find an internship in their first year?',
  })
  await page.reload()

  const card = await questionCard(page, topic)
  await card.getByRole('button', { name: t.inbox.answer, exact: true }).click()
  const half = 'Most of them do, thanks to the careers fair in'
  await card.getByLabel(t.inbox.answerLabel).fill(half)

  // Seven days and a minute pass in the tab. (That nothing happens before the end: session-expiry.test.ts.)
  await page.clock.fastForward(TOKEN_COOKIE_MAX_AGE_S * 1000 + 60_000)

  await expect(page.getByRole('alert').filter({ hasText: t.signIn.expired })).toBeVisible()
  await expect(page.getByRole('heading', { name: t.signIn.heading })).toBeFocused()
  expect(
    (await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE),
    'the token cookie is gone',
  ).toBe(false)
  expect(await meId(page.request, token), 'the API still accepts the token: the page signed out by itself').toBe(ambassadorId)

  await signInThroughForm(page, EMAIL)
  const restored = page.getByRole('article', { name: topic })
  await expect(restored.getByLabel(t.inbox.answerLabel)).toHaveValue(half)
  await expect(restored.getByText(t.inbox.draftRestored)).toBeVisible()
})
