import { expect, test, type Page } from '@playwright/test'
import { answerStep1, answerStep2, cardRadio, m, openMatch, stepHeading } from '../match/match-helpers'
import { messages } from '../support/locales'
import { installMapsStub, markerCounts } from '../support/maps-stub'

/**
 * The device flags (src/runtime/device.ts, refreshed 50 ms after the last
 * resize) decide whether the match results show their map at once (tablet,
 * desktop) or one tap away (phone). The window is resized across the
 * breakpoints and the page is watched: nothing waits on a timer.
 */
const t = messages.en.maps.match
const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

/** The questionnaire without a city, so that nothing asks Google for Places before the results. */
async function showResults(page: Page): Promise<void> {
  await openMatch(page, 'en')
  await answerStep1(page, 'en')
  await answerStep2(page, 'en')
  await page.getByLabel(m('en').steps.origin.country).selectOption('FR')
  await page.getByRole('button', { name: m('en').next, exact: true }).click()
  await expect(stepHeading(page)).toHaveText(m('en').steps.languages.heading)
  await page.getByRole('button', { name: m('en').next, exact: true }).click()
  await cardRadio(page, m('en').nextSteps.ask.label).check()
  await page.getByRole('button', { name: m('en').seeMatches, exact: true }).click()
  await expect(page.locator('.match-result').first()).toBeVisible()
}

const showOnMap = (page: Page) => page.getByRole('button', { name: t.show })
const mapHeading = (page: Page) => page.getByRole('heading', { level: 3, name: t.heading })

test.describe('the match results map follows the device', () => {
  test('on a phone the map is one tap away and nothing is asked of Google; widening the window to a desktop brings it', async ({ page }) => {
    const maps = await installMapsStub(page)
    await page.setViewportSize(PHONE)
    await showResults(page)
    await expect(showOnMap(page)).toBeVisible()
    await expect(mapHeading(page)).toHaveCount(0)
    expect(maps.requests, 'a phone asks nothing of Google until the visitor wants the map').toHaveLength(0)

    await page.setViewportSize(DESKTOP)
    await expect(mapHeading(page)).toBeVisible()
    await expect(showOnMap(page)).toHaveCount(0)
    const shown = await page.locator('.match-result').count()
    await expect.poll(async () => (await markerCounts(page)).total).toBe(shown)
    expect(maps.requests).toHaveLength(1)
    // Narrowing again keeps the map: nothing on the page would show when that check is over, so
    // src/features/maps/MatchMapSlot.test.tsx proves it.
  })

  test('on a phone, "Show these ambassadors on a map" shows it and moves the focus to it', async ({ page }) => {
    const maps = await installMapsStub(page)
    await page.setViewportSize(PHONE)
    await showResults(page)
    await showOnMap(page).click()
    await expect(mapHeading(page)).toBeFocused()
    const shown = await page.locator('.match-result').count()
    await expect.poll(async () => (await markerCounts(page)).total).toBe(shown)
    expect(maps.requests).toHaveLength(1)
  })

  test('on a desktop the map shows with the results, as before', async ({ page }) => {
    await installMapsStub(page)
    await page.setViewportSize(DESKTOP)
    await showResults(page)
    await expect(mapHeading(page)).toBeVisible()
    await expect(showOnMap(page)).toHaveCount(0)
  })
})
