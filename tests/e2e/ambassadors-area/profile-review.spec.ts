/**
 * Issue 32, item 3 (must show): a pending headline change is invisible on the
 * public card and in directory search until staff approve it; the ambassador
 * sees it waiting for review, and can withdraw one.
 */
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { approveProfileChange } from '../staff/profile-review-helpers'
import { meId } from './api'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
const EMAIL = 'amb53@demo.test'
/** Another ambassador: the two tests may run at once. */
const WITHDRAWING_EMAIL = 'amb55@demo.test'

/** The ambassador's card as a visitor sees it, live from the API (the question page). */
async function publicHeadline(visitor: Page, id: string): Promise<string> {
  await visitor.goto(`/question?ambassador=${id}`)
  await waitForInteractive(visitor)
  return (await visitor.locator('article .ambassador-card-headline').first().textContent()) ?? ''
}

/** The directory searched for `word`: the cards' headlines, or none with the empty state. */
async function searchDirectory(visitor: Page, word: string): Promise<void> {
  await visitor.goto(`/community?q=${word}`)
  await waitForInteractive(visitor)
}

test('a pending headline change is invisible on the public card and in directory search until approved', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const id = await meId(page.request, await openAreaSignedIn(page, context, EMAIL))
  const visitor = await context.newPage()
  const approved = await publicHeadline(visitor, id)
  expect(approved).not.toBe('')

  const word = `kestrel${Date.now().toString(36)}`
  await page.getByRole('tab', { name: t.sections.profile }).click()
  await page.getByLabel(messages.en.fields.headline).fill(`Ask me about ${word} watching`)
  await page.getByRole('button', { name: t.profile.save }).click()
  await expect(page.getByRole('status').filter({ hasText: t.profile.savedForReview })).toBeVisible()
  const notice = page.getByRole('region', { name: t.review.heading })
  await expect(notice).toContainText(t.review.fields.headline)
  await expect(notice.getByRole('button', { name: t.review.withdraw })).toBeVisible()
  // The editor keeps the version that waits.
  await expect(page.getByLabel(messages.en.fields.headline)).toHaveValue(`Ask me about ${word} watching`)
  await expectNoAxeViolations(page, 'profile waiting for review')

  // Visitors: the approved headline on the card, nothing found by the new word.
  expect(await publicHeadline(visitor, id)).toBe(approved)
  await searchDirectory(visitor, word)
  await expect(visitor.getByRole('heading', { name: messages.en.community.empty.title })).toBeVisible()

  await approveProfileChange(page.request, id)
  expect(await publicHeadline(visitor, id)).toBe(`Ask me about ${word} watching`)
  await searchDirectory(visitor, word)
  await expect(visitor.locator('#directory-count')).toHaveText(/^1\s/)
  await expect(visitor.getByRole('article').getByText(`Ask me about ${word} watching`)).toBeVisible()

  // Approved: nothing waits any more.
  await page.reload()
  await page.getByRole('tab', { name: t.sections.profile }).click()
  await expect(page.getByLabel(messages.en.fields.headline)).toHaveValue(`Ask me about ${word} watching`)
  await expect(page.getByRole('region', { name: t.review.heading })).toHaveCount(0)
  await visitor.close()
})

test('the ambassador withdraws a change waiting for review: the editor is back to the public profile', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  await openAreaSignedIn(page, context, WITHDRAWING_EMAIL)
  await page.getByRole('tab', { name: t.sections.profile }).click()
  const headline = page.getByLabel(messages.en.fields.headline)
  const before = await headline.inputValue()
  await headline.fill(`${before} (draft)`)
  await page.getByRole('button', { name: t.profile.save }).click()
  await expect(page.getByRole('status').filter({ hasText: t.profile.savedForReview })).toBeVisible()
  await page.getByRole('region', { name: t.review.heading }).getByRole('button', { name: t.review.withdraw }).click()
  await expect(page.getByRole('status').filter({ hasText: t.review.withdrawn })).toBeVisible()
  await expect(page.getByRole('region', { name: t.review.heading })).toHaveCount(0)
  await expect(headline).toHaveValue(before)
})
