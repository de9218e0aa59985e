import { expect, test } from '@playwright/test'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { messages } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { availableSlots, gqlData } from './api'
import { FLOW_TIMEOUT_MS, openAreaSignedIn } from './sign-in-helpers'

const t = messages.en.ambassadorsArea
const dolores = FIXTURES.ambassador4
const ZONE = dolores.timeZone

const SET_AVAILABILITY = `mutation Set($input: AvailabilityInput!) { setAvailability(input: $input) { fieldErrors { field code } } }`
const original = { timeZone: ZONE, meetingMinutes: dolores.meetingMinutes, acceptsMeetings: true, windows: dolores.windows, outOfOffice: [] }

// The visitor on /meet is in Madrid too, so the booking page shows the same wall-clock times.
test.use({ timezoneId: ZONE })

const local = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { weekday: get('weekday'), time: `${get('hour')}:${get('minute')}`, date: `${get('year')}-${get('month')}-${get('day')}` }
}

test('availability edited to a new window (with its mistakes shown next to it) offers new slots at once; an out-of-office day offers none', async ({ page, context }) => {
  test.setTimeout(FLOW_TIMEOUT_MS)
  const token = await openAreaSignedIn(page, context, dolores.email)
  // Start from the seeded week whatever an earlier run left.
  await gqlData(page.request, SET_AVAILABILITY, { input: original }, token)
  const before = await availableSlots(page.request, dolores.id)
  expect(before.some((s) => local(s.startsAt).weekday === 'Sat')).toBe(false)

  await page.reload()
  await page.getByRole('tab', { name: t.sections.availability }).click()
  await expect(page.getByLabel(messages.en.fields.timeZone)).toHaveValue(ZONE)
  const saturday = page.getByRole('group', { name: 'Saturday' })
  await expect(saturday.getByText(t.availability.noWindows)).toBeVisible()
  await saturday.getByRole('button', { name: 'Add a window on Saturday' }).click()
  const from = saturday.getByLabel(t.availability.from)
  const to = saturday.getByLabel(t.availability.to)
  await expect(from).toBeFocused()
  await from.fill('10:00')
  await to.fill('09:30')
  await expect(saturday.getByText(t.errors.endBeforeStart)).toBeVisible()
  await expect(to).toHaveAttribute('aria-invalid', 'true')
  // Saving is refused while a window is wrong; focus goes to it.
  await page.getByRole('button', { name: t.availability.save }).click()
  await expect(to).toBeFocused()
  await to.fill('12:00')
  await expect(saturday.getByText(t.errors.endBeforeStart)).toHaveCount(0)

  // Unsaved edits survive a reload (or an expired session) of the tab.
  await page.reload()
  await expect(page.getByText(t.availability.draftRestored)).toBeVisible()
  await expect(saturday.getByLabel(t.availability.from)).toHaveValue('10:00')
  await expect(saturday.getByLabel(t.availability.to)).toHaveValue('12:00')

  // Days off: today (the public card then says the ambassador is away) and the first day with slots.
  const dayOff = local(before[0]!.startsAt).date
  const today = local(new Date().toISOString()).date
  for (const day of [today, dayOff]) {
    await page.getByLabel(t.availability.dateLabel).fill(day)
    await page.getByRole('button', { name: t.availability.addDate }).click()
  }
  await expect(page.getByRole('group', { name: messages.en.fields.outOfOffice }).getByRole('listitem')).toHaveCount(today === dayOff ? 1 : 2)
  await page.getByRole('button', { name: t.availability.save }).click()
  await expect(page.getByRole('status').filter({ hasText: t.availability.saved })).toBeVisible()

  const after = await availableSlots(page.request, dolores.id)
  const saturdaySlots = after.filter((s) => local(s.startsAt).weekday === 'Sat')
  expect(saturdaySlots.length).toBeGreaterThan(0)
  // 45-minute calls between 10:00 and 12:00 Madrid time.
  expect(new Set(saturdaySlots.map((s) => local(s.startsAt).time))).toEqual(new Set(['10:00', '10:45']))
  expect(after.filter((s) => local(s.startsAt).date === dayOff)).toEqual([])
  const card = await gqlData<{ ambassador: { outOfOffice: boolean; outOfOfficeDates: string[] } }>(
    page.request,
    'query A($id: ID!) { ambassador(id: $id) { outOfOffice outOfOfficeDates } }',
    { id: dolores.id },
  )
  expect(card.ambassador.outOfOffice).toBe(true)
  expect(card.ambassador.outOfOfficeDates).toContain(dayOff)

  // The booking page offers them at once (slots come live from the API).
  const meet = await context.newPage()
  await meet.goto(`/meet?ambassador=${dolores.id}`)
  await waitForInteractive(meet)
  await meet
    .getByRole('radio', { name: /^Saturday/ })
    .first()
    .check()
  const times = meet.getByRole('group', { name: /^Free times on Saturday/ })
  await expect(times.getByRole('radio')).toHaveCount(2)
  await expect(times.getByRole('radio', { name: /10:00/ })).toBeVisible()
  await expect(times.getByRole('radio', { name: /10:45/ })).toBeVisible()
  await meet.close()

  // The editor shows what was saved after a reload.
  await page.reload()
  await page.getByRole('tab', { name: t.sections.availability }).click()
  await expect(page.getByRole('group', { name: 'Saturday' }).getByLabel(t.availability.from)).toHaveValue('10:00')
  await gqlData(page.request, SET_AVAILABILITY, { input: original }, token)
})
