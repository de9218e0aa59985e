import { expect, test } from '@playwright/test'
import { QUESTION_MIN_CHARS } from '../../../src/contract/limits'
import { messages } from '../support/locales'
import { LOCALES, openQuestionPage, questionForm } from './helpers'
import { FORM_DRAFT_STORAGE_PREFIX } from '../../../src/forms/draft'

const REQUIRED = { en: 'This field is required', fr: 'Ce champ est obligatoire' } as const

for (const locale of LOCALES) {
  const t = messages[locale]

  test(`${locale}: errors show next to their fields, in the seed's exact words, and focus goes to the first`, async ({ page }) => {
    await openQuestionPage(page, locale)
    const f = questionForm(page, locale)
    await f.submit.click()
    for (const control of [f.firstName, f.email, f.topic, f.body]) {
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      const errorId = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error')) ?? ''
      await expect(page.locator(`#${errorId}`)).toHaveText(new RegExp(`${REQUIRED[locale]}$`))
    }
    await expect(page.locator('#question-consent-error')).toHaveText(new RegExp(`${REQUIRED[locale]}$`))
    await expect(f.firstName).toBeFocused()
    // Nothing was sent: still the form, no thread.
    await expect(page).toHaveURL(/\/question$/)
  })

  test(`${locale}: a 9-character question shows the minimum, an invalid email its message; what was typed stays`, async ({ page }) => {
    await openQuestionPage(page, locale)
    const f = questionForm(page, locale)
    await f.firstName.fill('Zoé')
    await f.email.fill('zoe@')
    await f.email.blur()
    await expect(page.locator('#question-email-error')).toHaveText(new RegExp(t.validation.default.replace('{{field}}', t.fields.email).replace('.', '\\.')))
    await f.body.fill('123456789')
    await f.body.blur()
    const min = t.validation.min.replace('{{field}}', t.fields.question).replace('{{min}}', String(QUESTION_MIN_CHARS))
    await expect(page.locator('#question-body-error')).toHaveText(new RegExp(`${min.replace('.', '\\.')}$`))
    await expect(f.body).toHaveValue('123456789')
    await f.body.fill('1234567890')
    await expect(page.locator('#question-body-error')).toHaveText('')
    await expect(f.firstName).toHaveValue('Zoé')
  })

  test(`${locale}: a reload keeps the draft`, async ({ page }) => {
    await openQuestionPage(page, locale)
    const f = questionForm(page, locale)
    await f.firstName.fill('Zoé')
    await f.topic.fill('Housing')
    await f.body.fill('Is housing easy to find near campus?')
    // The draft is written shortly after the last keystroke.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? '', `${FORM_DRAFT_STORAGE_PREFIX}question`)).toContain('near campus')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-lifecycle', 'interactive')
    await expect(f.firstName).toHaveValue('Zoé')
    await expect(f.topic).toHaveValue('Housing')
    await expect(f.body).toHaveValue('Is housing easy to find near campus?')
  })
}
