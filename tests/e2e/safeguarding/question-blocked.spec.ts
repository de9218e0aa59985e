import { expect, test } from '@playwright/test'
import { messages } from '../support/locales'
import { fillQuestion, LOCALES, openQuestionPage, questionForm, uniqueQuestion } from '../question/helpers'

// Issue 18: a visitor's question with an e-mail address is refused by the
// API (the default rules BLOCK e-mail addresses), the address highlighted
// under the field with what to change, and nothing typed is lost. The live
// check says it first, as the visitor types, with the same shared rules.
for (const locale of LOCALES) {
  const t = messages[locale]

  test(`a question with a disguised e-mail address is refused, the address highlighted and the text kept (${locale})`, async ({ page }) => {
    await openQuestionPage(page, locale)
    const draft = uniqueQuestion('safeguarding')
    const address = 'jean.dupont at gmail dot com'
    const body = locale === 'en' ? `Could you write to me at ${address} about housing?` : `Pouvez-vous m'écrire à ${address} pour le logement ?`
    await fillQuestion(page, locale, { ...draft, body })
    const f = questionForm(page, locale)
    const notice = page.locator('#question-body-safeguarding')

    // The live check, before anything is sent: the address highlighted, the advice in the page's language.
    await expect(notice.locator('mark')).toHaveText(new RegExp(`${address}$`))
    await expect(notice).toContainText(t.validation.safeguardingEmail)
    await expect(notice).toContainText(t.forms.safeguarding.liveLead)
    await expect(f.body).toHaveAttribute('aria-describedby', /question-body-safeguarding/)

    // Sent anyway: the API refuses it and the form shows why, where, and keeps everything.
    const refused = page.waitForResponse((response) => response.url().includes('/gql/public') && (response.request().postData() ?? '').includes('askQuestion'))
    await f.submit.click()
    const answer = (await (await refused).json()) as {
      data?: { askQuestion: { thread: unknown; fieldErrors: { field: string; code: string; spans: { start: number; end: number }[] }[] } }
    }
    const [error] = answer.data?.askQuestion.fieldErrors ?? []
    expect(answer.data?.askQuestion.thread).toBeNull()
    expect(error).toMatchObject({ field: 'body', code: 'SAFEGUARDING' })
    expect(body.slice(error?.spans[0]?.start, error?.spans[0]?.end)).toBe(address)

    await expect(page.locator('#question-body-error')).toContainText(t.validation.safeguarding)
    await expect(f.body).toHaveAttribute('aria-invalid', 'true')
    await expect(f.body).toBeFocused()
    await expect(notice).toContainText(t.forms.safeguarding.refusedLead)
    await expect(notice.locator('mark')).toHaveText(new RegExp(`${address}$`))
    await expect(f.body).toHaveValue(body)
    await expect(f.topic).toHaveValue(draft.topic)
    await expect(f.email).toHaveValue(draft.email)
    await expect(page).toHaveURL(/\/question$/)

    // Changing the text takes the refusal away; without the address it is accepted.
    await f.body.fill(locale === 'en' ? 'Could you tell me more about housing near campus?' : 'Pouvez-vous m’en dire plus sur le logement près du campus ?')
    await expect(page.locator('#question-body-error')).toBeEmpty()
    await expect(notice.locator('mark')).toHaveCount(0)
  })
}
