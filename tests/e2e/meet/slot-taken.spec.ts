import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { bookingForm, callAmbassador, fillVisitor, isOffered, LOCALES, openBooking, pickFirstTime, uniqueVisitor, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale].meet

  test(`${locale}: two visitors race for one slot: one books it, the other is told next to the picker and keeps what they typed`, async ({ browser, baseURL, request }) => {
    const ambassador = await callAmbassador(request, 2 + index)
    const [first, second] = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })])
    const winner = await first.newPage()
    const loser = await second.newPage()
    await Promise.all([openBooking(winner, locale, ambassador.id), openBooking(loser, locale, ambassador.id)])
    const winnerVisitor = uniqueVisitor(`race-a-${locale}`)
    const loserVisitor = uniqueVisitor(`race-b-${locale}`)
    const startsAt = await pickFirstTime(winner, locale)
    expect(await pickFirstTime(loser, locale)).toBe(startsAt)
    await fillVisitor(winner, locale, winnerVisitor)
    await fillVisitor(loser, locale, loserVisitor)

    await bookingForm(winner, locale).submit.click()
    await expect(winner).toHaveURL(/\/meet\?manage=mt_/)
    await bookingForm(loser, locale).submit.click()

    // The message sits in the slot picker, which has focus; the picker no longer offers that time.
    const picker = loser.locator('fieldset.slot-picker')
    await expect(picker.locator('.field-error')).toContainText(t.errors.slotTaken)
    await expect(picker.locator('input[name="startsAt"]').first()).toBeFocused()
    await expect(loser.locator(`input[name="startsAt"][value="${startsAt}"]`)).toHaveCount(0)
    await expect(loser).toHaveURL(/\/meet\?ambassador=/)

    // Everything typed is still there.
    const form = bookingForm(loser, locale)
    await expect(form.firstName).toHaveValue(loserVisitor.firstName)
    await expect(form.lastName).toHaveValue(loserVisitor.lastName)
    await expect(form.email).toHaveValue(loserVisitor.email)
    await expect(form.message).toHaveValue(loserVisitor.message)
    await expect(form.consent).toBeChecked()

    // Another time, one press: booked without retyping; the message is gone once a time is picked.
    const next = await pickFirstTime(loser, locale)
    expect(next).not.toBe(startsAt)
    await expect(picker.locator('.field-error')).toBeEmpty()
    await form.submit.click()
    await expect(loser).toHaveURL(/\/meet\?manage=mt_/)
    expect(await isOffered(request, ambassador.id, next)).toBe(false)
    await first.close()
    await second.close()
  })
}
