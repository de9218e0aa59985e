import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { tabTo } from '../question/keyboard'
import { waitForInteractive } from '../support/page-ready'
import { localized, messages } from '../support/locales'
import { bookingForm, icsInstant, isOffered, LOCALES, uniquelyNamedCallAmbassador, uniqueVisitor, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale].meet

  test(`${locale}: choose, book, download and cancel with the keyboard only`, async ({ page, request }) => {
    const ambassador = await uniquelyNamedCallAmbassador(request, 3 + index)
    const visitor = uniqueVisitor(`kbd-${locale}`)
    await page.goto(localized('/meet', locale))
    await waitForInteractive(page)

    // Search the chooser and open the ambassador with Enter.
    const search = page.getByRole('searchbox', { name: t.chooser.search })
    await tabTo(page, search)
    await page.keyboard.type(ambassador.firstName)
    const choose = page.getByRole('link', { name: t.chooser.choose.replace('{{name}}', ambassador.firstName) }).first()
    await expect(choose).toBeVisible()
    await tabTo(page, choose)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/meet\\?ambassador=${ambassador.id}$`))
    await expect(page.locator('input[name="startsAt"]').first()).toBeVisible()

    // Days: arrow keys move along the radio group; times: Tab into the group, arrows choose.
    const f = bookingForm(page, locale)
    const days = page.locator('input[name="startsAt-day"]')
    await tabTo(page, days.first())
    if ((await days.count()) > 1) {
      await page.keyboard.press('ArrowRight')
      await expect(days.nth(1)).toBeChecked()
      await expect(days.nth(1)).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(f.times.first()).toBeFocused()
    await page.keyboard.press('Space')
    await expect(f.times.first()).toBeChecked()
    if ((await f.times.count()) > 1) {
      await page.keyboard.press('ArrowRight')
      await expect(f.times.nth(1)).toBeChecked()
    }
    const startsAt = (await f.times.and(page.locator(':checked')).getAttribute('value')) ?? ''

    await page.keyboard.press('Tab')
    await expect(f.video).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(f.phoneType).toBeChecked()
    await tabTo(page, f.firstName)
    await page.keyboard.type(visitor.firstName)
    await page.keyboard.press('Tab')
    await page.keyboard.type(visitor.lastName)
    await page.keyboard.press('Tab')
    await expect(f.email).toBeFocused()
    await page.keyboard.type(visitor.email)
    await tabTo(page, f.phone)
    await page.keyboard.type(visitor.phone)
    await page.keyboard.press('Tab')
    await expect(f.message).toBeFocused()
    await page.keyboard.type(visitor.message)
    await tabTo(page, f.consent)
    await page.keyboard.press('Space')
    await tabTo(page, f.submit)
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/meet\?manage=mt_/)
    await expect(page.locator('.journey-confirmation')).toBeFocused()
    const calendar = page.getByRole('button', { name: t.manage.addToCalendar })
    await tabTo(page, calendar)
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(await readFile(await download.path(), 'utf8')).toContain(`DTSTART:${icsInstant(startsAt)}`)

    await tabTo(page, page.getByRole('button', { name: t.cancel.open }))
    await page.keyboard.press('Enter')
    // Escape steps back and returns focus to the button; Enter again, then confirm.
    await expect(page.getByRole('heading', { level: 3 })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: t.cancel.open })).toBeFocused()
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('button', { name: t.cancel.confirm }), { max: 5 })
    await page.keyboard.press('Enter')
    await expect(page.getByText(t.manage.cancelled)).toBeFocused()
    expect(await isOffered(request, ambassador.id, startsAt)).toBe(true)
  })
}
