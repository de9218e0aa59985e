import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { messages } from '../support/locales'
import { bookingForm, callAmbassador, fillVisitor, LOCALES, openBooking, pickFirstTime, uniqueVisitor, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale].meet

  // The chooser (/meet as loaded): quality/a11y.spec.ts's /meet and /fr/meet.
  test(`${locale}: /meet has no axe violations: booking form, with errors, confirmation, cancel, cancelled`, async ({ page, request }) => {
    const ambassador = await callAmbassador(request, 10 + index)
    await openBooking(page, locale, ambassador.id)
    await expectNoAxeViolations(page, 'booking form')
    await bookingForm(page, locale).submit.click()
    await expect(bookingForm(page, locale).firstName).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'booking form with errors')

    await pickFirstTime(page, locale)
    await fillVisitor(page, locale, uniqueVisitor(`axe-${locale}`))
    await bookingForm(page, locale).submit.click()
    await expect(page.getByRole('heading', { name: t.booked.title })).toBeVisible()
    await expectNoAxeViolations(page, 'confirmation and manage view')
    await page.getByRole('button', { name: t.cancel.open }).click()
    await expect(page.getByRole('button', { name: t.cancel.confirm })).toBeVisible()
    await expectNoAxeViolations(page, 'cancel confirmation')
    await page.getByRole('button', { name: t.cancel.confirm }).click()
    await expect(page.getByText(t.manage.cancelled)).toBeVisible()
    await expectNoAxeViolations(page, 'cancelled')
  })
}
