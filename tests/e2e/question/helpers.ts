import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { gqlData, idempotencyKey, tokenFromApi } from '../ambassadors-area/api'
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { localized, messages, type TestLocale } from '../support/locales'

export const LOCALES: readonly TestLocale[] = ['en', 'fr']
/** Budget of a whole journey (several browsers, axe runs, a busy shared machine). */
export const JOURNEY_TIMEOUT_MS = 120_000
/** Alice (Paris, answers questions). */
export const ALICE = FIXTURES.ambassador1

export interface QuestionDraft {
  readonly firstName: string
  readonly email: string
  readonly topic: string
  readonly body: string
}

/** A question nobody else's test writes (the database outlives one run). */
export function uniqueQuestion(label: string): QuestionDraft {
  const tag = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  return { firstName: 'Zoé', email: `visitor+${tag}@example.test`, topic: `Housing ${tag}`, body: `Is student housing easy to find near campus? (${tag})` }
}

export async function openQuestionPage(page: Page, locale: TestLocale, query = ''): Promise<void> {
  await page.goto(localized(`/question${query}`, locale))
  await expect(page.locator('html')).toHaveAttribute('data-lifecycle', 'interactive', { timeout: 20_000 })
}

/** The form's controls by their visible labels (what a visitor sees). */
export function questionForm(page: Page, locale: TestLocale) {
  const form = page.getByRole('form', { name: messages[locale].question.form.label })
  const { fields } = messages[locale]
  return {
    form,
    firstName: form.getByLabel(fields.firstName, { exact: true }),
    email: form.getByLabel(fields.email, { exact: true }),
    topic: form.getByLabel(fields.topic, { exact: true }),
    body: form.getByLabel(fields.question, { exact: true }),
    consent: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: new RegExp(`^${messages[locale].question.form.submit}`) }),
  }
}

export async function fillQuestion(page: Page, locale: TestLocale, draft: QuestionDraft): Promise<void> {
  const f = questionForm(page, locale)
  await f.firstName.fill(draft.firstName)
  await f.email.fill(draft.email)
  await f.topic.fill(draft.topic)
  await f.body.fill(draft.body)
  await f.consent.check()
}

/** After sending: the confirmation has focus and the thread view shows the question. */
export async function expectSentThread(page: Page, locale: TestLocale, draft: QuestionDraft): Promise<void> {
  const t = messages[locale].question
  await expect(page).toHaveURL(/\/question\?thread=[^&]+&token=tt_/)
  const confirmation = page.locator('.journey-confirmation')
  await expect(confirmation.getByRole('heading', { name: t.sent.title })).toBeVisible()
  await expect(confirmation).toBeFocused()
  await expect(confirmation).toContainText(draft.email)
  await expectThread(page, locale, draft)
}

export async function expectThread(page: Page, locale: TestLocale, draft: QuestionDraft): Promise<void> {
  const t = messages[locale].question
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thread.heading)
  await expect(page.getByRole('heading', { level: 2, name: draft.topic })).toBeVisible()
  await expect(page.locator('.thread-question')).toHaveText(draft.body)
  await expect(page.locator('.thread-status').first()).toHaveText(t.thread.status.OPEN)
}

/** An ambassador answers through the real API (signed in with the emailed code), as their inbox would. */
export async function answerAsAmbassador(request: APIRequestContext, email: string, questionId: string, body: string): Promise<void> {
  const token = await tokenFromApi(request, email, 'AMBASSADOR')
  const answered = await gqlData<{ answerQuestion: { fieldErrors: unknown[] } }>(
    request,
    'mutation Answer($input: AnswerQuestionInput!) { answerQuestion(input: $input) { fieldErrors { field code } } }',
    { input: { questionId, body, idempotencyKey: idempotencyKey() } },
    token,
  )
  expect(answered.answerQuestion.fieldErrors).toEqual([])
}

/** The thread id and token of the page's URL (`/question?thread=…&token=…`). */
export function threadOf(url: string): { id: string; token: string } {
  const search = new URL(url).searchParams
  return { id: search.get('thread') ?? '', token: search.get('token') ?? '' }
}
