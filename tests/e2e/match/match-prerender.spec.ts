import { expect, test } from '../quality/support/fixtures'
import { collectErrors, waitForInteractive } from '../support/page-ready'
import { localized, messages, type TestLocale } from '../support/locales'
import { ANSWERS, answerStep1, answerStep2, fieldName, m, openMatch, stepHeading } from './match-helpers'

type Payload = { organization: { name: string } | null; urql: Record<string, { data?: string }> }

/** The data of a prerendered page, as the client loads it on navigation. */
async function payloadData(request: import('@playwright/test').APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${path === '/' ? '' : path}/_payload.json`)
  expect(response.status(), path).toBe(200)
  const payload = (await response.json()) as Payload
  expect(payload.organization?.name).toBeTruthy()
  return Object.values(payload.urql)
    .map((entry) => entry.data ?? '')
    .join('\n')
}

for (const locale of ['en', 'fr'] as TestLocale[]) {
  test(`the static parts of the matching pages are prerendered with their data (${locale})`, async ({ page, request }) => {
    // /match: the choices of step 1 are in the HTML before any script runs, and in the payload.
    const html = await (await request.get(localized('/match', locale))).text()
    expect(html).toContain(m(locale).steps.interests.fieldsLegend)
    expect(html).toContain(fieldName(locale))
    const matchData = await payloadData(request, localized('/match', locale))
    expect(matchData).toContain(`"name":"${fieldName(locale)}"`)
    expect(matchData).toContain('"languages"')

    // /matchCommunity: every community group, in the page's language.
    const communities = await payloadData(request, localized('/matchCommunity', locale))
    expect(communities).toContain(locale === 'fr' ? 'Étudiants internationaux' : 'International students')

    // A client navigation to /match renders from the payload: the options need no API request.
    const operations: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/gql/public')) operations.push((r.postDataJSON() as { operationName?: string } | null)?.operationName ?? 'GET')
    })
    await page.goto(localized('/community', locale))
    await waitForInteractive(page)
    await page.getByRole('navigation', { name: messages[locale].app.mainNavigation }).getByRole('link', { name: messages[locale].nav.match }).click()
    await expect(page.getByRole('checkbox', { name: fieldName(locale), exact: true })).toBeVisible()
    expect(operations).not.toContain('MatchOptions')
  })
}

test('switching the language mid-questionnaire keeps the step and the answers, with no console errors', async ({ page }) => {
  const errors = collectErrors(page)
  await openMatch(page, 'en')
  await answerStep1(page, 'en')
  await answerStep2(page, 'en')
  await page.getByLabel(m('en').steps.origin.country).selectOption(ANSWERS.country)
  await page.getByRole('link', { name: messages.en.language.switchToLabel }).click()
  await expect(page).toHaveURL(/\/fr\/match\?step=3$/)
  await waitForInteractive(page)
  await expect(stepHeading(page)).toHaveText(m('fr').steps.origin.heading)
  const country = page.getByLabel(m('fr').steps.origin.country)
  await expect(country).toHaveValue(ANSWERS.country)
  await expect(country.locator('option:checked')).toHaveText('France')
  await page.getByRole('button', { name: m('fr').back, exact: true }).click()
  await expect(stepHeading(page)).toHaveText(m('fr').steps.situation.heading)
  expect(errors).toEqual([])
})
