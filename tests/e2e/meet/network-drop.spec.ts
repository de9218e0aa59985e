import { expect, test } from '@playwright/test'
import { gqlData } from '../ambassadors-area/api'
import { messages } from '../support/locales'
import { bookingForm, callAmbassador, fillVisitor, isOffered, LOCALES, manageTokenOf, openBooking, pickFirstTime, uniqueVisitor, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale]

  test(`${locale}: the connection drops after the API booked: Retry keeps everything and the same meeting comes back, booked once`, async ({ page, request }) => {
    const ambassador = await callAmbassador(request, 8 + index)
    const visitor = uniqueVisitor(`drop-${locale}`)
    let drop = true
    let reachedApi = 0
    await page.route('**/gql/public', async (route) => {
      if (!drop || !(route.request().postData() ?? '').includes('"operationName":"BookMeeting"')) return route.continue()
      await route.fetch()
      reachedApi++
      await route.abort('connectionreset')
    })
    await openBooking(page, locale, ambassador.id)
    const startsAt = await pickFirstTime(page, locale)
    await fillVisitor(page, locale, visitor)
    await bookingForm(page, locale).submit.click()

    const summary = page.getByRole('alert').filter({ hasText: t.forms.summaryTitle })
    await expect(summary).toContainText(t.forms.errors.network)
    expect(reachedApi).toBeGreaterThan(0)
    expect(await isOffered(request, ambassador.id, startsAt)).toBe(false) // booked on the server meanwhile
    const f = bookingForm(page, locale)
    await expect(f.email).toHaveValue(visitor.email)
    await expect(f.times.and(page.locator(':checked'))).toHaveAttribute('value', startsAt)

    drop = false
    await summary.getByRole('button', { name: t.forms.retry }).click()
    await expect(page).toHaveURL(/\/meet\?manage=mt_/)
    await expect(page.getByRole('heading', { name: t.meet.booked.title })).toBeVisible()

    // One meeting: the replayed answer is the meeting the lost request created (same slot, this visitor).
    const managed = await gqlData<{ managedMeeting: { startsAt: string; email: string; status: string } | null }>(
      request,
      'query M($token: String!) { managedMeeting(token: $token) { startsAt email status } }',
      { token: manageTokenOf(page.url()) },
    )
    expect(managed.managedMeeting).toEqual({ startsAt, email: visitor.email, status: 'PENDING' })
  })
}
