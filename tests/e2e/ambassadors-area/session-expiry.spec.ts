import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { askQuestion, meId } from './api'
import { questionCard, uniqueTopic } from './inbox-helpers'
import { FLOW_TIMEOUT_MS, openArea, sessionToken, signInThroughForm, TOKEN_COOKIE } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
const EMAIL = 'amb41@demo.test'

test('an expired session sends the ambassador back to sign-in without losing a half-typed answer', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  await openArea(page)
  await signInThroughForm(page, EMAIL)
  const ambassadorId = await meId(page.request, await sessionToken(context))
  const topic = uniqueTopic('Scholarships')
  await askQuestion(page.request, { ambassadorId, firstName: 'Noah', email: `noah-${Date.now()}@example.com`, topic, body: 'Which scholarships can international students get?' })
  await page.reload()

  const card = await questionCard(page, topic)
  await card.getByRole('button', { name: t.inbox.answer, exact: true }).click()
  const half = 'There are two main scholarships: the excellence grant and'
  await card.getByLabel(t.inbox.answerLabel).fill(half)

  // The session ends (the cookie is gone), then the ambassador presses Send.
  await context.clearCookies({ name: TOKEN_COOKIE })
  await card.getByRole('button', { name: t.inbox.send }).click()
  await expect(page.getByRole('alert').filter({ hasText: t.signIn.expired })).toBeVisible()
  await expect(page.getByRole('heading', { name: t.signIn.heading })).toBeFocused()
  await expect(page.getByLabel(messages.en.fields.email)).toHaveValue(EMAIL)

  await signInThroughForm(page, EMAIL)
  const restored = page.getByRole('article', { name: topic })
  await expect(restored.getByLabel(t.inbox.answerLabel)).toHaveValue(half)
  await expect(restored.getByText(t.inbox.draftRestored)).toBeVisible()
  await restored.getByLabel(t.inbox.answerLabel).fill(`${half} the mobility grant.`)
  await restored.getByRole('button', { name: t.inbox.send }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent. Noah' })).toBeVisible()
})
