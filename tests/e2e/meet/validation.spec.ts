import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { bookingForm, callAmbassador, LOCALES, openBooking } from './helpers'

const REQUIRED = { en: 'This field is required', fr: 'Ce champ est obligatoire' } as const

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale]

  test(`${locale}: booking empty shows each problem next to its control; a bad phone number says how to fix it`, async ({ page, request }) => {
    const ambassador = await callAmbassador(request, 6 + index)
    await openBooking(page, locale, ambassador.id)
    const f = bookingForm(page, locale)
    await f.submit.click()
    // The time comes first: focus goes there, and the message sits in the picker.
    await expect(page.locator('fieldset.slot-picker > .field-error')).toHaveText(new RegExp(`${REQUIRED[locale]}$`))
    await expect(f.times.first()).toBeFocused()
    // A video call (the default) asks for no number, and the last name is optional (issue 32).
    await expect(f.phone).toHaveCount(0)
    await expect(f.lastName).not.toHaveAttribute('aria-invalid', 'true')
    for (const control of [f.firstName, f.email]) {
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      const errorId = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error')) ?? ''
      await expect(page.locator(`#${errorId}`)).toHaveText(new RegExp(`${REQUIRED[locale]}$`))
    }
    await expect(f.message).not.toHaveAttribute('aria-invalid', 'true') // optional

    // A phone call does: the number is required, and checked.
    await f.phoneType.check()
    await f.submit.click()
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#meet-phone-error')).toHaveText(new RegExp(`${REQUIRED[locale]}$`))
    await f.phone.fill('+33 6 12')
    await f.phone.blur()
    await expect(page.locator('#meet-phone-error')).toHaveText(new RegExp(`${t.validation.phone.replace('.', '\\.')}$`))
    await f.phone.fill('+33 6 12 34 56 78')
    await expect(page.locator('#meet-phone-error')).toHaveText('')
    await expect(f.form.getByText(t.phone.formatted.replace('{{number}}', '+33 6 12 34 56 78'))).toBeVisible()
    await expect(page).toHaveURL(/\/meet\?ambassador=/)
  })
}
