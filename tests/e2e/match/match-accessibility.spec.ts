import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../quality/support/fixtures'
import { messages, type TestLocale } from '../support/locales'
import { waitForInteractive } from '../support/page-ready'
import { ANSWERS, cardRadio, completeQuestionnaire, fieldName, m, openMatch, stepHeading } from './match-helpers'

// axe-core (WCAG 2.x A/AA + best practices): 0 violations on every step, with
// a step's error shown, on the results, /matchQuestion and the join form with
// its errors — in English and French.
// Several axe runs per test: give them the time of a slow shared machine.
test.describe.configure({ timeout: 120_000 })

for (const locale of ['en', 'fr'] as TestLocale[]) {
  test(`every questionnaire step and its error state has no violations (${locale})`, async ({ page }) => {
    // Step 1 as loaded: quality/a11y.spec.ts's /match and /fr/match.
    await openMatch(page, locale)
    const next = () => page.getByRole('button', { name: m(locale).next, exact: true }).click()
    await next()
    await expect(page.getByText(m(locale).errors.chooseTopic)).toBeVisible()
    await expectNoAxeViolations(page, 'step 1 with its error')
    await page.getByRole('checkbox', { name: fieldName(locale), exact: true }).check()
    await next()
    await expect(stepHeading(page)).toHaveText(m(locale).steps.situation.heading)
    await next()
    await expect(page.getByText(m(locale).errors.chooseLevel)).toBeVisible()
    await expectNoAxeViolations(page, 'step 2 with its error')
    await cardRadio(page, m(locale).situations.MASTER.label).check()
    await next()
    await next()
    await expect(page.getByText(m(locale).errors.chooseCountry)).toBeVisible()
    await expectNoAxeViolations(page, 'step 3 with its error')
    await page.getByLabel(m(locale).steps.origin.country).selectOption(ANSWERS.country)
    await next()
    await expect(stepHeading(page)).toHaveText(m(locale).steps.languages.heading)
    await expectNoAxeViolations(page, 'step 4')
    await next()
    await expect(stepHeading(page)).toHaveText(m(locale).steps.next.heading)
    await page.getByRole('button', { name: m(locale).seeMatches, exact: true }).click()
    await expect(page.getByText(m(locale).errors.chooseNext)).toBeVisible()
    await expectNoAxeViolations(page, 'step 5 with its error')
  })

  test(`the results, /matchQuestion and the join form with errors have no violations (${locale})`, async ({ page }) => {
    await completeQuestionnaire(page, locale, 'community')
    await expectNoAxeViolations(page, 'results')
    await page.getByRole('button', { name: m(locale).results.showMore }).click()
    await expectNoAxeViolations(page, 'all results')

    await page
      .getByRole('link', { name: m(locale).actions.community.label })
      .first()
      .click()
    const mc = messages[locale].matchCommunity
    await page.getByRole('button', { name: mc.join.submit }).click()
    await expect(page.getByText(messages[locale].validation.required).first()).toBeVisible()
    await expectNoAxeViolations(page, 'join form with errors')
    await page.locator('.community-qa summary').first().click()
    await expectNoAxeViolations(page, 'an answered question open')

    await page.goto(locale === 'fr' ? '/fr/matchQuestion' : '/matchQuestion')
    await waitForInteractive(page)
    await expect(page.getByRole('group', { name: messages[locale].matchQuestion.chooseLegend })).toBeVisible()
    await expectNoAxeViolations(page, '/matchQuestion')
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
  test('the questionnaire and the results have no violations at 375 px', async ({ page }) => {
    await openMatch(page, 'fr')
    await expectNoAxeViolations(page, 'step 1 on a phone')
    await completeQuestionnaire(page, 'fr', 'ask')
    await expectNoAxeViolations(page, 'results on a phone')
  })
})
