import { expect, test, type BrowserContext } from '@playwright/test'
import { gqlData } from '../ambassadors-area/api'
import { messages } from '../support/locales'
import { ALICE, expectSentThread, fillQuestion, LOCALES, openQuestionPage, questionForm, uniqueQuestion, JOURNEY_TIMEOUT_MS } from './helpers'

// Whole journeys with several browsers and axe runs: more than the default budget on a busy machine.
test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS })

/** The visitor session's token, as the browser keeps it. */
async function visitorToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'gql:public.token')
  return decodeURIComponent(cookie?.value ?? '')
}

for (const locale of LOCALES) {
  const t = messages[locale]

  test(`${locale}: the connection drops after the API got the question: Retry keeps everything and creates exactly one`, async ({ page, context, request }) => {
    const draft = uniqueQuestion(`drop-${locale}`)
    let drop = true
    let reachedApi = 0
    await page.route('**/gql/public', async (route) => {
      if (!drop || !(route.request().postData() ?? '').includes('"operationName":"AskQuestion"')) return route.continue()
      await route.fetch() // the API receives and handles it…
      reachedApi++
      await route.abort('connectionreset') // …but the answer never comes back
    })
    await openQuestionPage(page, locale, `?ambassador=${ALICE.id}`)
    await fillQuestion(page, locale, draft)
    await questionForm(page, locale)
      .form.getByRole('button', { name: new RegExp(t.question.form.submit) })
      .click()

    const summary = page.getByRole('alert').filter({ hasText: t.forms.summaryTitle })
    await expect(summary).toContainText(t.forms.errors.network)
    await expect(summary).toBeFocused()
    expect(reachedApi).toBeGreaterThan(0)
    const f = questionForm(page, locale)
    await expect(f.topic).toHaveValue(draft.topic)
    await expect(f.body).toHaveValue(draft.body)
    await expect(f.consent).toBeChecked()

    drop = false
    await summary.getByRole('button', { name: t.forms.retry }).click()
    await expectSentThread(page, locale, draft)

    const mine = await gqlData<{ myThreads: { topic: string }[] }>(request, '{ myThreads { topic } }', {}, await visitorToken(context))
    expect(mine.myThreads.filter((thread) => thread.topic === draft.topic)).toHaveLength(1)
  })
}
