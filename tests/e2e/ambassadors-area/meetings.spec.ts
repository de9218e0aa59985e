import { expect, test } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { messages } from '../support/locales'
import { availableSlots, bookMeeting, gqlData, latestMail } from './api'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
const bruno = FIXTURES.ambassador2

test('a meeting a visitor booked is confirmed, then cancelled with a reason, and its slot is free again; another request is declined', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const slots = await availableSlots(page.request, bruno.id)
  expect(slots.length).toBeGreaterThan(10)
  const index = Math.floor(Math.random() * (slots.length - 1))
  const slot = slots[index]!
  const lastName = `Visitor${Date.now().toString(36)}`
  const email = `${lastName.toLowerCase()}@example.com`
  const booked = await bookMeeting(page.request, { ambassadorId: bruno.id, startsAt: slot.startsAt, firstName: 'Maya', lastName, email })
  const otherEmail = `other-${email}`
  await bookMeeting(page.request, { ambassadorId: bruno.id, startsAt: slots[index + 1]!.startsAt, firstName: 'Liam', lastName, email: otherEmail })
  expect((await availableSlots(page.request, bruno.id)).map((s) => s.startsAt)).not.toContain(slot.startsAt)

  await openAreaSignedIn(page, context, bruno.email)
  await page.getByRole('tab', { name: new RegExp(`^${t.sections.meetings}`) }).click()
  await expect(page.getByText(/Times are in your time zone: Eastern Time — Toronto\./)).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: `With Maya ${lastName}` })
  await expect(card).toBeVisible()
  await expect(card.getByText(t.meetings.status.PENDING)).toBeVisible()
  // The visitor's address stays with the organization (issue 32): the video call's join link is what the ambassador gets.
  await expect(card.getByText(email)).toHaveCount(0)
  await expect(card.getByRole('link', { name: /\/meet\?join=[0-9a-f]{32}$/ })).toBeVisible()

  await card.getByRole('button', { name: t.meetings.confirm, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Meeting confirmed. Maya has been told by email.' })).toBeVisible()
  await expect(card.getByText(t.meetings.status.CONFIRMED, { exact: true })).toBeVisible()
  expect((await latestMail(page.request, email, 'meeting_confirmed'))?.ics).toContain('BEGIN:VCALENDAR')

  await card.getByRole('button', { name: t.meetings.cancel }).click()
  const reason = card.getByLabel(t.meetings.cancelReasonLabel)
  await expect(reason).toBeFocused()
  // The reason is required: the confirmation step refuses an empty one.
  await card.getByRole('button', { name: t.meetings.cancelYes }).click()
  await expect(card.getByText(messages.en.validation.required)).toBeVisible()
  await card.getByRole('button', { name: t.meetings.cancelKeep }).click()
  await expect(card.getByRole('button', { name: t.meetings.cancel })).toBeFocused()
  await card.getByRole('button', { name: t.meetings.cancel }).click()
  await card.getByLabel(t.meetings.cancelReasonLabel).fill('I have an exam that day, sorry!')
  await card.getByRole('button', { name: t.meetings.cancelYes }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Meeting cancelled. Maya has been emailed' })).toBeVisible()
  await expect(card.getByText(t.meetings.status.CANCELLED, { exact: true })).toBeVisible()
  await expect(card.getByRole('definition').filter({ hasText: 'I have an exam that day, sorry!' })).toBeVisible()
  await expect(card.getByRole('button')).toHaveCount(0)

  // The visitor's side: cancelled, told with an updated calendar file; the slot is offered again.
  const managed = await gqlData<{ managedMeeting: { status: string; cancelReason: string } }>(
    page.request,
    'query M($token: String!) { managedMeeting(token: $token) { status cancelReason } }',
    { token: booked.manageToken },
  )
  expect(managed.managedMeeting).toEqual({ status: 'CANCELLED', cancelReason: 'I have an exam that day, sorry!' })
  const mail = await latestMail(page.request, email, 'meeting_cancelled_visitor')
  expect(mail?.ics).toMatch(/METHOD:CANCEL|STATUS:CANCELLED/)
  expect((await availableSlots(page.request, bruno.id)).map((s) => s.startsAt)).toContain(slot.startsAt)

  // The other request: Decline asks first, then the visitor is told.
  const other = page.getByRole('article').filter({ hasText: `With Liam ${lastName}` })
  await other.getByRole('button', { name: t.meetings.decline, exact: true }).click()
  await expect(other.getByRole('group', { name: `Decline this meeting request from Liam?` })).toBeFocused()
  await other.getByRole('button', { name: t.meetings.declineYes }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Meeting declined. Liam has been told by email.' })).toBeVisible()
  await expect(other.getByText(t.meetings.status.DECLINED, { exact: true })).toBeVisible()
  expect(await latestMail(page.request, otherEmail, 'meeting_declined')).not.toBeNull()
})
