/**
 * Issue 33, bookings say what happens next: a booking reads as a request
 * until the ambassador confirms; from the e-mailed manage link, in a fresh
 * browser, the visitor moves the call to another free time; the page then
 * shows the new time with the zone's human name (never the IANA id), the old
 * time is free again, the new one is not, and the e-mail says the same.
 */
import { expect, test } from '@playwright/test'
import { latestMail } from '../ambassadors-area/api'
import { expectNoAxeViolations } from '../support/axe'
import { waitForInteractive } from '../support/page-ready'
import { localized, messages } from '../support/locales'
import { bookingForm, fillVisitor, uniquelyNamedCallAmbassador, isOffered, LOCALES, openBooking, pickFirstTime, uniqueVisitor, JOURNEY_TIMEOUT_MS } from './helpers'

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

/** The zone's human name (Chromium's and Node's ICU may word the French one a little differently). */
const ZONES = { en: { id: 'America/Toronto', name: 'Eastern Time — Toronto' }, fr: { id: 'America/Toronto', name: 'heure de l’Est[^)]* — Toronto' } } as const

/** A locale text with its `{{holes}}` as a pattern: names and numbers the test does not know. */
const pattern = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`)

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale].meet
  const later = messages[locale].meetLater
  const zone = ZONES[locale]

  test.describe(`visitor in ${zone.id}`, () => {
    test.use({ timezoneId: zone.id })

    test(`${locale}: book → a request until confirmed → move it from the e-mailed manage link → the new time with the zone's human name`, async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      // Its own ambassadors, whom no other test books (the first 20 by name and the fixtures' are others').
      const ambassador = await uniquelyNamedCallAmbassador(request, 7 + index)
      const visitor = uniqueVisitor(`reschedule-${locale}`)
      await openBooking(page, locale, ambassador.id)
      const first = await pickFirstTime(page, locale)
      await fillVisitor(page, locale, visitor)
      await bookingForm(page, locale).submit.click()

      // A request, not "booked": the wait and the e-mail to come.
      await expect(page).toHaveURL(/\/meet\?manage=mt_/)
      await expect(page.locator('.journey-confirmation').getByRole('heading', { name: t.booked.title })).toBeVisible()
      await expect(page.locator('.thread-status')).toHaveText(pattern(t.status.PENDING))
      await expect(page.locator('.thread-status')).toContainText(ambassador.firstName)
      const booked = await latestMail(request, visitor.email, 'meeting_booked_visitor')
      expect(booked?.text).toMatch(new RegExp(`\\(${zone.name}\\)`))
      expect(booked?.text).not.toContain(zone.id)

      // Later, from the e-mail, in another browser.
      const emailed = new URL((booked?.text.match(/https?:\/\/\S+\/meet\?manage=\S+/) ?? [''])[0])
      expect(emailed.pathname).toBe(localized('/meet', locale))
      const context = await browser.newContext({ baseURL, timezoneId: zone.id })
      const manage = await context.newPage()
      await manage.goto(emailed.pathname + emailed.search)
      await waitForInteractive(manage)
      await expect(manage.locator('.meeting-zone')).toHaveText(new RegExp(`^${t.slots.zone.replace('{{zone}}', zone.name)}$`))

      await manage.getByRole('button', { name: later.reschedule.open }).click()
      await expect(manage.getByRole('heading', { name: later.reschedule.title })).toBeFocused()
      const form = manage.locator('.meeting-reschedule-form')
      await expect(form.locator('.slot-zone')).toHaveText(new RegExp(`^${t.slots.zone.replace('{{zone}}', zone.name)}$`))
      // Moving without a time says what to do, next to the picker.
      await form.getByRole('button', { name: later.reschedule.submit }).click()
      await expect(form.locator('.field-error')).toContainText(later.reschedule.pickTime)
      await expectNoAxeViolations(manage, 'the reschedule form', 'all', ['.meeting-reschedule-form'])
      const next = form.locator('input[name="newStartsAt"]').nth(1)
      const moved = (await next.getAttribute('value')) ?? ''
      expect(moved).not.toBe(first)
      await next.check()
      await form.getByRole('button', { name: later.reschedule.submit }).click()

      // The new time, said and shown with the zone's human name; pending again.
      const note = manage.locator('.meeting-cancelled-note')
      await expect(note).toBeFocused()
      await expect(note).toHaveText(pattern(later.reschedule.done))
      await expect(manage.locator('.thread-status')).toHaveText(pattern(t.status.PENDING))
      await expect(manage.locator('.meeting-zone')).toHaveText(new RegExp(`^${t.slots.zone.replace('{{zone}}', zone.name)}$`))
      const shownTime = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone.id }).format(new Date(moved))
      await expect(manage.locator('.meeting-facts dd').first()).toContainText(shownTime)
      await expect(manage.getByRole('button', { name: later.reschedule.open })).toBeVisible()
      expect(await isOffered(request, ambassador.id, first)).toBe(true)
      expect(await isOffered(request, ambassador.id, moved)).toBe(false)

      const mail = await latestMail(request, visitor.email, 'meeting_rescheduled_visitor')
      expect(mail?.text).toMatch(new RegExp(`\\(${zone.name}\\)`))
      expect(mail?.text).not.toContain(zone.id)
      await context.close()
    })
  })
}
