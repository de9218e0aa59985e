/**
 * Issue 32: a video call is booked without a phone number, and both sides get
 * the same join link made by the platform: the visitor on the page of their
 * booking, the ambassador in their meetings, who never sees the visitor's
 * e-mail address.
 */
import { expect, test } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { latestMail } from '../ambassadors-area/api'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from '../ambassadors-area/sign-in-helpers'
import { messages } from '../support/locales'
import { bookingForm, fillVisitor, openBooking, uniqueVisitor } from './helpers'

const dolores = FIXTURES.ambassador4
const t = messages.en

test('a video call booked without a phone number shows the same join link to the visitor and to the ambassador', async ({ page, browser }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const visitor = { ...uniqueVisitor('join'), lastName: '' }
  await openBooking(page, 'en', dolores.id)
  const form = bookingForm(page, 'en')
  // A random time of the first day: no other test books this ambassador before the public-data writers change her hours.
  const count = await form.times.count()
  await form.times.nth(Math.floor(Math.random() * count)).check()
  await expect(form.video).toBeChecked()
  await expect(form.phone).toHaveCount(0)
  await fillVisitor(page, 'en', visitor)
  await form.submit.click()

  await expect(page).toHaveURL(/\/meet\?manage=mt_/)
  const visitorLink = page.getByRole('link', { name: /\/meet\?join=[0-9a-f]{32}$/ })
  await expect(visitorLink).toBeVisible()
  const joinPage = (await visitorLink.getAttribute('href')) ?? ''
  expect(joinPage).toMatch(/\/meet\?join=[0-9a-f]{32}$/)
  await expect(page.getByText(t.meet.call.opens.split('{{time}}')[0] ?? '')).toBeVisible()
  // The same link in the visitor's e-mail.
  expect((await latestMail(page.request, visitor.email, 'meeting_booked_visitor'))?.text).toContain(joinPage)

  // The ambassador's side: the same link, and no e-mail address of the visitor.
  const area = await browser.newContext()
  const ambassadorPage = await area.newPage()
  await openAreaSignedIn(ambassadorPage, area, dolores.email)
  await ambassadorPage.getByRole('tab', { name: new RegExp(`^${t.ambassadorsArea.sections.meetings}`) }).click()
  const card = ambassadorPage.getByRole('article').filter({ hasText: visitor.message })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: joinPage })).toHaveAttribute('href', joinPage)
  await expect(card.getByText(visitor.email)).toHaveCount(0)
  await expect(card.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0)

  // The join page says when the call opens: not confirmed yet.
  await page.goto(joinPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.meet.join.heading)
  await expect(page.getByRole('status').filter({ hasText: t.meet.join.notConfirmed })).toBeVisible()
  await area.close()
})
