import { expect, test, type Page } from '@playwright/test'
import { answerStep1, answerStep2, cardRadio, m, openMatch, stepHeading } from '../match/match-helpers'
import { messages } from '../support/locales'
import { installMapsStub, markerCounts, placesRequests, STUB_PLACES } from '../support/maps-stub'
import { recordConsole, withoutMapsKey, zoomUntilSingle } from './maps-helpers'
import { expectNoAxeViolations } from '../support/axe'
import { settleRoutesAfterEachTest } from '../support/settle-routes'

settleRoutesAfterEachTest()

const t = messages.en.maps
const lyon = STUB_PLACES.find((place) => place.name === 'Lyon')

/** The `input` of every MatchResults request the page sends. */
function recordMatchInputs(page: Page): Record<string, unknown>[] {
  const inputs: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (!request.url().endsWith('/gql/public') || request.method() !== 'POST') return
    const body = request.postDataJSON() as { operationName?: string; variables?: { input?: Record<string, unknown> } }
    if (body.operationName === 'MatchResults' && body.variables?.input) inputs.push(body.variables.input)
  })
  return inputs
}

async function finishQuestionnaire(page: Page): Promise<void> {
  await page.getByRole('button', { name: m('en').next, exact: true }).click()
  await expect(stepHeading(page)).toHaveText(m('en').steps.languages.heading)
  await page.getByRole('button', { name: m('en').next, exact: true }).click()
  await cardRadio(page, m('en').nextSteps.ask.label).check()
  await page.getByRole('button', { name: m('en').seeMatches, exact: true }).click()
  await expect(page.locator('.match-result').first()).toBeVisible()
}

test.describe('Places autocomplete for the /match city', () => {
  test('suggestions restricted to the chosen country; the chosen city and its coordinates go to matching; the results map shows the matches', async ({ page }) => {
    test.setTimeout(150_000) // axe twice on a loaded machine
    const console = recordConsole(page)
    const maps = await installMapsStub(page)
    const inputs = recordMatchInputs(page)
    await openMatch(page, 'en')
    await answerStep1(page, 'en')
    await answerStep2(page, 'en')
    await page.getByLabel(m('en').steps.origin.country).selectOption('FR')

    const city = page.getByRole('combobox', { name: m('en').steps.origin.city })
    await page.getByLabel(m('en').steps.origin.city, { exact: false }).focus()
    await expect(city).toBeVisible()
    await city.pressSequentially('Ly')
    const options = page.getByRole('listbox', { name: t.city.listLabel }).getByRole('option')
    await expect(options).toHaveText(['LyonFrance'])
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page, 'city suggestions open')
    await city.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(city).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '')
    await city.press('Enter')
    await expect(city).toHaveValue('Lyon')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await expect(stepHeading(page)).toHaveText(m('en').steps.origin.heading)

    const requests = await placesRequests(page)
    expect(requests.at(-1)).toMatchObject({ input: 'Ly', includedRegionCodes: ['fr'], includedPrimaryTypes: ['(cities)'], language: 'en', sessionToken: true })

    await finishQuestionnaire(page)
    await expect.poll(() => inputs.at(-1)).toMatchObject({ country: 'FR', city: 'Lyon', latitude: lyon?.lat, longitude: lyon?.lng })
    await expect(page.getByRole('heading', { level: 3, name: t.match.heading })).toBeVisible()
    const shown = await page.locator('.match-result').count()
    await expect.poll(async () => (await markerCounts(page)).total).toBe(shown)
    const single = await zoomUntilSingle(page)
    await single.click()
    await expect(page.getByRole('region', { name: t.selected.label }).getByRole('heading', { level: 4, name: (await single.getAttribute('aria-label')) ?? '' })).toBeVisible()
    await expectNoAxeViolations(page, 'results with their map')
    // One script request for the whole journey: the results map reused the city field's load.
    expect(maps.requests).toHaveLength(1)
    expect(console.errors).toEqual([])
  })

  test('other countries restrict the suggestions to them', async ({ page }) => {
    await installMapsStub(page)
    await openMatch(page, 'en')
    await answerStep1(page, 'en')
    await answerStep2(page, 'en')
    await page.getByLabel(m('en').steps.origin.country).selectOption('PT')
    await page.getByLabel(m('en').steps.origin.city, { exact: false }).focus()
    const city = page.getByRole('combobox', { name: m('en').steps.origin.city })
    await city.pressSequentially('L')
    await city.pressSequentially('i')
    await expect(page.getByRole('listbox', { name: t.city.listLabel }).getByRole('option')).toHaveText(['LisbonPortugal'])
  })

  test('without a key the city is plain text with the country beside it; the results have no map', async ({ page }) => {
    const maps = await installMapsStub(page)
    await withoutMapsKey(page)
    const inputs = recordMatchInputs(page)
    await openMatch(page, 'en')
    await answerStep1(page, 'en')
    await answerStep2(page, 'en')
    await page.getByLabel(m('en').steps.origin.country).selectOption('FR')
    const city = page.getByLabel(m('en').steps.origin.city, { exact: false })
    await city.fill('Lyon')
    await expect(page.getByRole('combobox', { name: m('en').steps.origin.city })).toHaveCount(0)
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await finishQuestionnaire(page)
    await expect.poll(() => inputs.at(-1)).toMatchObject({ country: 'FR', city: 'Lyon' })
    expect(inputs.at(-1)).not.toHaveProperty('latitude')
    await expect(page.locator('.ambassador-map')).toHaveCount(0)
    expect(maps.requests).toEqual([])
  })

  test('script blocked: the city stays plain text and typing works', async ({ page }) => {
    test.setTimeout(90_000)
    const console = recordConsole(page)
    await installMapsStub(page, { fail: true })
    await openMatch(page, 'en')
    await answerStep1(page, 'en')
    await answerStep2(page, 'en')
    const city = page.getByLabel(m('en').steps.origin.city, { exact: false })
    await city.focus()
    await city.pressSequentially('Lyon')
    await expect(city).toHaveValue('Lyon')
    await expect(page.getByRole('combobox', { name: m('en').steps.origin.city })).toHaveCount(0)
    await expectNoAxeViolations(page, 'city field without Places')
    expect(console.warnings.filter((w) => /Maps unavailable/.test(w)).length).toBeLessThanOrEqual(1)
  })
})
