import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { approveProfileChange } from '../staff/profile-review-helpers'
import { gqlData, meId } from './api'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
const EMAIL = 'amb52@demo.test'

test('the profile is checked with the shared rules and, once saved and approved by staff, is what the public card shows', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const id = await meId(page.request, await openAreaSignedIn(page, context, EMAIL))
  await page.getByRole('tab', { name: t.sections.profile }).click()

  const headline = page.getByLabel(messages.en.fields.headline)
  await expect(headline).not.toHaveValue('')
  await headline.fill('   ')
  await page.getByRole('button', { name: t.profile.save }).click()
  await expect(page.getByText(messages.en.validation.required).first()).toBeVisible()
  await expect(headline).toBeFocused()

  const stamp = Date.now().toString(36)
  await headline.fill(`Happy to talk about student life ${stamp}`)
  // Unsaved edits survive a reload (or an expired session) of the tab.
  await page.reload()
  await expect(page.getByText(t.profile.draftRestored)).toBeVisible()
  await expect(headline).toHaveValue(`Happy to talk about student life ${stamp}`)
  await page.getByLabel(messages.en.fields.bioFr).fill(`Je réponds aussi en français ${stamp}.`)
  await page.getByLabel(messages.en.fields.city).fill('Lyon')
  const languages = page.getByRole('group', { name: messages.en.fields.languages })
  await languages.getByLabel('Italian').check()
  await page.getByRole('button', { name: t.profile.save }).click()
  // The organization reviews profile changes (issue 32): the card changes once staff approve.
  await expect(page.getByRole('status').filter({ hasText: t.profile.savedForReview })).toBeVisible()
  await expect(page.getByRole('heading', { name: t.review.heading })).toBeVisible()
  await approveProfileChange(page.request, id)

  const card = await gqlData<{ ambassador: { headline: string; city: string; languages: string[]; bio: string } }>(
    page.request,
    'query A($id: ID!) { ambassador(id: $id) { headline city languages bio(locale: fr) } }',
    { id },
  )
  expect(card.ambassador.headline).toBe(`Happy to talk about student life ${stamp}`)
  expect(card.ambassador.city).toBe('Lyon')
  expect(card.ambassador.languages).toContain('it')
  expect(card.ambassador.bio).toBe(`Je réponds aussi en français ${stamp}.`)
})
