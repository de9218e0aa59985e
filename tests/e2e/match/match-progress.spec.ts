import { expect, test } from '../quality/support/fixtures'
import { localized, messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { ANSWERS, answerStep1, answerStep2, cardRadio, fieldName, fill, m, openMatch, stepHeading } from './match-helpers'

for (const locale of ['en', 'fr'] as TestLocale[]) {
  test.describe(`match progress (${locale})`, () => {
    test('a reload in the middle keeps the step and every answer', async ({ page }) => {
      await openMatch(page, locale)
      await answerStep1(page, locale)
      await answerStep2(page, locale)
      await expect(page).toHaveURL(/[?&]step=3$/)
      await expect(page.getByText(new RegExp(m(locale).progress.replace('{{current}}', '3').replace('{{total}}', '5')))).toBeVisible()
      await page.getByLabel(m(locale).steps.origin.country).selectOption(ANSWERS.country)
      await page.getByLabel(m(locale).steps.origin.city, { exact: false }).fill(ANSWERS.city)

      await page.reload()
      await waitForInteractive(page)
      await expect(stepHeading(page)).toHaveText(m(locale).steps.origin.heading)
      await expect(page).toHaveURL(/[?&]step=3$/)
      await expect(page.getByLabel(m(locale).steps.origin.country)).toHaveValue(ANSWERS.country)
      await expect(page.getByLabel(m(locale).steps.origin.city, { exact: false })).toHaveValue(ANSWERS.city)
      await expect(page.locator('[aria-current="step"]')).toContainText(m(locale).stepNames.origin)

      // Earlier answers are there too: the browser's Back goes to step 2, then step 1.
      await page.goBack()
      await expect(stepHeading(page)).toHaveText(m(locale).steps.situation.heading)
      await expect(cardRadio(page, m(locale).situations.MASTER.label)).toBeChecked()
      await page.getByRole('button', { name: m(locale).back, exact: true }).click()
      await expect(stepHeading(page)).toHaveText(m(locale).steps.interests.heading)
      await expect(stepHeading(page)).toBeFocused()
      await expect(page.getByRole('checkbox', { name: fieldName(locale), exact: true })).toBeChecked()
    })

    test('a step cannot be left unanswered: a translated error, focus on the first choice', async ({ page }) => {
      await openMatch(page, locale)
      await page.getByRole('button', { name: m(locale).next, exact: true }).click()
      await expect(page.getByText(m(locale).errors.chooseTopic)).toBeVisible()
      await expect(page.getByRole('checkbox').first()).toBeFocused()
      await expect(stepHeading(page)).toHaveText(m(locale).steps.interests.heading)
      // Keyboard: Space checks the focused chip, Enter moves on.
      await page.keyboard.press('Space')
      await expect(page.getByText(m(locale).errors.chooseTopic)).toHaveCount(0)
      await page.keyboard.press('Enter')
      await expect(stepHeading(page)).toHaveText(m(locale).steps.situation.heading)
      await expect(stepHeading(page)).toBeFocused()
    })

    test('a link to a later step starts at the first unanswered one', async ({ page }) => {
      await openMatch(page, locale, '?step=4')
      await expect(stepHeading(page)).toHaveText(m(locale).steps.interests.heading)
      await expect(page).toHaveURL(/[?&]step=1$/)
    })

    test('an invalid step shows the seed 404', async ({ page }) => {
      await page.goto(`${localized('/match', locale)}?step=9`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].error.notFoundTitle)
      await expect(page.getByTestId('error-message')).toHaveText(fill(messages[locale].error.guardFailed, { path: `${localized('/match', locale)}?step=9` }))
    })
  })
}

test('/matchCommunity refuses a malformed group id with the seed 404', async ({ page }) => {
  await page.goto('/matchCommunity?community=%3Cscript%3E')
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /matchCommunity?community=%3Cscript%3E')
})

test('without answers, /matchQuestion and /matchCommunity invite to the questionnaire', async ({ page }) => {
  await page.goto('/matchQuestion')
  await waitForInteractive(page)
  await expect(page.getByRole('heading', { level: 2, name: messages.en.matchQuestion.noAnswers.heading })).toBeVisible()
  await page.getByRole('link', { name: messages.en.matchQuestion.noAnswers.cta }).click()
  await expect(page).toHaveURL(/\/match$/)
  await expect(stepHeading(page)).toHaveText(m('en').steps.interests.heading)

  await page.goto('/fr/matchCommunity')
  await waitForInteractive(page)
  await expect(page.getByRole('heading', { level: 2, name: messages.fr.matchCommunity.noAnswers.heading })).toBeVisible()
  // Every group can still be joined from here.
  const groups = page.getByRole('region', { name: messages.fr.matchCommunity.orChoose }).getByRole('link')
  await expect(groups).toHaveCount(6)
  await groups.first().click()
  await expect(page).toHaveURL(/\/fr\/matchCommunity\?community=/)
  await expect(page.getByRole('heading', { level: 3, name: /^Rejoindre / })).toBeVisible()
})
