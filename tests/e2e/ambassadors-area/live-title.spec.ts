import { expect, test } from '@playwright/test'
import { localized, messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { askQuestion, gqlData } from './api'
import { questionCard, uniqueTopic } from './inbox-helpers'
import { FLOW_TIMEOUT_MS, openArea, sessionToken, signInThroughForm } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
// An ambassador no other test signs in as (only the latest emailed code of an address is valid).
const EMAIL = 'amb46@demo.test'

const openCount = async (request: Parameters<typeof gqlData>[0], token: string): Promise<{ id: string; open: number }> => {
  const data = await gqlData<{ me: { openQuestionCount: number; ambassador: { id: string } } }>(request, 'query { me { openQuestionCount ambassador { id } } }', {}, token)
  return { id: data.me.ambassador.id, open: data.me.openQuestionCount }
}

/** The page title with the open count in front, in a locale's words; the plain title at 0. */
const counted = (count: number, title: string, locale: 'en' | 'fr' = 'en'): string =>
  count > 0 ? messages[locale].ambassadorsArea.openQuestionsTitle.replace('{{count}}', String(count)).replace('{{title}}', title) : title

test('the tab title counts the open questions, follows an answer without a reload, and is plain again once signed out', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  // The page's own titles, as prerendered (the organization's name is translated too).
  await openArea(page, 'fr')
  const french = await page.title()
  expect(french.startsWith(`${messages.fr.pages.ambassadors.title} · `), french).toBe(true)
  await openArea(page)
  const plain = await page.title()
  expect(plain.startsWith(`${messages.en.pages.ambassadors.title} · `), plain).toBe(true)
  await signInThroughForm(page, EMAIL)
  const token = await sessionToken(context)
  const { id: ambassadorId } = await openCount(page.request, token)
  const topic = uniqueTopic('Part-time jobs')
  await askQuestion(page.request, { ambassadorId, firstName: 'Lena', email: `lena-${Date.now()}@example.com`, topic, body: 'Can students work part-time during the semester?' })
  // A second one, so that one is still open after the answer (the French title shows a count too).
  await askQuestion(page.request, {
    ambassadorId,
    firstName: 'Omar',
    email: `omar-${Date.now()}@example.com`,
    topic: uniqueTopic('Sports'),
    body: 'Which sports clubs can first-year students join?',
  })
  const { open } = await openCount(page.request, token)
  expect(open).toBeGreaterThan(1)

  await page.reload()
  await expect(page).toHaveTitle(counted(open, plain))

  const card = await questionCard(page, topic)
  await card.getByRole('button', { name: t.inbox.answer, exact: true }).click()
  await card.getByLabel(t.inbox.answerLabel).fill('Yes, up to 20 hours a week; the careers office lists campus jobs.')
  await card.getByRole('button', { name: t.inbox.send }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent. Lena' })).toBeVisible()
  await expect(page).toHaveTitle(counted(open - 1, plain))

  // The same area in French: the French page title, counted the same way.
  await page.goto(localized('/ambassadors', 'fr'))
  await waitForInteractive(page)
  await expect(page).toHaveTitle(counted(open - 1, french, 'fr'))

  await page.getByRole('button', { name: messages.fr.ambassadorsArea.header.signOut }).click()
  await expect(page.getByRole('heading', { name: messages.fr.ambassadorsArea.signIn.heading })).toBeVisible()
  await expect(page).toHaveTitle(french)
})
