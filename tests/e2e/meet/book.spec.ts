import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { latestMail } from '../ambassadors-area/api'
import { waitForInteractive } from '../support/page-ready'
import { localized, messages } from '../support/locales'
import { bookingForm, callAmbassador, fillVisitor, icsInstant, isOffered, LOCALES, manageTokenOf, openBooking, pickFirstTime, uniqueVisitor, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

declare global {
  interface Window {
    __blobTypes?: string[]
  }
}

/** Visitors in two zones: the picker groups and labels times in the visitor's own zone, by its human name and city (issue 33). */
const ZONES = { en: { id: 'America/Toronto', name: /Eastern Time — Toronto/ }, fr: { id: 'Europe/Paris', name: /heure[^—]* — Paris/ } } as const

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale].meet
  const zone = ZONES[locale]

  test.describe(`visitor in ${zone.id}`, () => {
    test.use({ timezoneId: zone.id })

    test(`${locale}: book a slot, download its .ics, the slot is gone for a second visitor, cancel from the emailed manage link frees it`, async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const ambassador = await callAmbassador(request, index)
      const visitor = uniqueVisitor(`book-${locale}`)
      await openBooking(page, locale, ambassador.id)
      const zonePrefix = t.slots.zone.replace('{{zone}}', '')
      await expect(page.locator('.slot-zone')).toHaveText(new RegExp(`^${zonePrefix}${zone.name.source}$`))
      const startsAt = await pickFirstTime(page, locale)
      await bookingForm(page, locale).phoneType.check()
      await fillVisitor(page, locale, visitor)
      await bookingForm(page, locale).submit.click()

      // The confirmation: focused, with the manage link and the calendar file.
      await expect(page).toHaveURL(/\/meet\?manage=mt_/)
      const confirmation = page.locator('.journey-confirmation')
      await expect(confirmation.getByRole('heading', { name: t.booked.title })).toBeVisible()
      await expect(confirmation).toBeFocused()
      await expect(confirmation.getByRole('link', { name: t.booked.manageLink })).toHaveAttribute('href', new RegExp(`/meet\\?manage=${manageTokenOf(page.url())}$`))
      await expect(page.getByText(t.type.PHONE, { exact: true })).toBeVisible()

      await page.evaluate(() => {
        const original = URL.createObjectURL.bind(URL)
        window.__blobTypes = []
        URL.createObjectURL = (blob: Blob | MediaSource) => {
          if (blob instanceof Blob) window.__blobTypes?.push(blob.type)
          return original(blob)
        }
      })
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.manage.addToCalendar }).click()])
      expect(download.suggestedFilename()).toBe('meeting.ics')
      const ics = await readFile(await download.path(), 'utf8')
      expect(ics).toContain('BEGIN:VCALENDAR')
      expect(ics).toMatch(new RegExp(`DTSTART:${icsInstant(startsAt)}\\r?\\n`))
      expect(await page.evaluate(() => window.__blobTypes)).toEqual(['text/calendar;charset=utf-8'])

      // A second visitor no longer sees that time.
      const second = await browser.newContext({ baseURL, timezoneId: zone.id })
      const other = await second.newPage()
      await openBooking(other, locale, ambassador.id)
      await expect(other.locator(`input[name="startsAt"][value="${startsAt}"]`)).toHaveCount(0)
      expect(await isOffered(request, ambassador.id, startsAt)).toBe(false)

      // Later, from the emailed link, in yet another browser: see the call and cancel it (a confirmed press).
      const mail = await latestMail(request, visitor.email, 'meeting_booked_visitor')
      expect(mail?.ics).toContain(`DTSTART:${icsInstant(startsAt)}`)
      const emailed = new URL((mail?.text.match(/https?:\/\/\S+\/meet\?manage=\S+/) ?? [''])[0])
      expect(emailed.pathname).toBe(localized('/meet', locale))
      const third = await browser.newContext({ baseURL, timezoneId: zone.id })
      const manage = await third.newPage()
      await manage.goto(emailed.pathname + emailed.search)
      await waitForInteractive(manage)
      await expect(manage.getByRole('heading', { level: 1 })).toHaveText(t.manage.heading)
      await expect(manage.locator('.journey-confirmation')).toHaveCount(0)
      await expect(manage.getByText(visitor.email)).toBeVisible()
      await manage.getByRole('button', { name: t.cancel.open }).click()
      const question = manage.getByRole('heading', { level: 3 })
      await expect(question).toBeFocused()
      expect(await isOffered(request, ambassador.id, startsAt)).toBe(false) // nothing happens before the confirming press
      await manage.getByRole('button', { name: t.cancel.confirm }).click()
      await expect(manage.getByText(t.manage.cancelled)).toBeFocused()
      await expect(manage.locator('.thread-status')).toHaveText(t.status.CANCELLED)
      await expect(manage.getByRole('button', { name: t.manage.addToCalendar })).toHaveCount(0)

      // The time is free again for everybody.
      expect(await isOffered(request, ambassador.id, startsAt)).toBe(true)
      await other.reload()
      await waitForInteractive(other)
      await expect(other.locator(`input[name="startsAt"][value="${startsAt}"]`)).toHaveCount(1)
      await second.close()
      await third.close()
    })
  })
}
