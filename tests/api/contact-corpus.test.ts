/**
 * Issue 32, item 1: the contact-details corpus (tests/fixtures/contact-corpus,
 * at least 200 disguised and 200 ordinary messages per language) through the
 * real askQuestion, under the organization's DEFAULT rules, as a new
 * organization has them: phone numbers, addresses, handles and abuse are
 * refused, while a bare link or an app's name is only flagged (delivered, and
 * queued for staff). A message counts as caught when it is blocked or
 * flagged; the blocked-only rate is printed beside it. (A second pass with
 * every category set to BLOCK saw the same messages — detection does not
 * depend on the action — and doubled the test's time: it was dropped.)
 * A disguised message missed, or an ordinary one caught (a false alarm), is
 * listed when a goal is missed. The rates are printed per language. Goal:
 * ≥ 98 % caught, ≤ 1 % false alarms.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moderationItems } from '../../server/db/schema'
import { CONTACT_CORPUS, corpusRates, formatRates, type ContactCorpusMessage, type CorpusRates } from '../fixtures/contact-corpus'
import { alice, questionInput } from './helpers/fixtures'
import { FIELD_ERRORS } from './helpers/safeguarding'
import type { FieldErrorWithSpans } from './helpers/safeguarding'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const ASK = `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { thread { id } ${FIELD_ERRORS} } }`
type Asked = { askQuestion: { thread: { id: string } | null; fieldErrors: FieldErrorWithSpans[] } }
/** Some 900 questions through the API on a shared machine: minutes, not the default 30 s. */
const CORPUS_TIMEOUT_MS = 600_000

/** Every corpus message asked once: which were refused, and which went through but were queued for staff. */
async function askEach(): Promise<{ blocked: Set<ContactCorpusMessage>; flagged: Set<ContactCorpusMessage> }> {
  const blocked = new Set<ContactCorpusMessage>()
  const delivered = new Map<string, ContactCorpusMessage>()
  for (const message of CONTACT_CORPUS) {
    const { askQuestion } = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: alice.id, body: message.text, locale: message.locale }) }))
    if (askQuestion.fieldErrors.some((error) => error.code === 'SAFEGUARDING')) blocked.add(message)
    else if (askQuestion.thread !== null) delivered.set(askQuestion.thread.id, message)
    else throw new Error(`neither asked nor refused for safeguarding: ${JSON.stringify(askQuestion.fieldErrors)}`)
  }
  const items = await api.db.select({ questionId: moderationItems.questionId }).from(moderationItems).where(eq(moderationItems.source, 'question'))
  const flagged = new Set(items.flatMap((item) => (item.questionId === null ? [] : [delivered.get(item.questionId)].filter((m) => m !== undefined))))
  return { blocked, flagged }
}

function expectGoals(rates: readonly CorpusRates[]): void {
  for (const rate of rates) {
    expect(rate.disguised).toBeGreaterThanOrEqual(200)
    expect(rate.ordinary).toBeGreaterThanOrEqual(200)
    expect(rate.caught / rate.disguised, `${rate.locale} missed:\n${rate.missed.join('\n')}`).toBeGreaterThanOrEqual(0.98)
    expect(rate.falseAlarms / rate.ordinary, `${rate.locale} false alarms:\n${rate.alarms.join('\n')}`).toBeLessThanOrEqual(0.01)
  }
}

describe('the contact-details corpus through askQuestion', () => {
  it(
    "under the organization's default rules, catches ≥ 98 % (blocked or flagged) with ≤ 1 % false alarms, in each language",
    async () => {
      const { blocked, flagged } = await askEach()
      const caught = corpusRates((message) => blocked.has(message) || flagged.has(message))
      const blockedOnly = corpusRates((message) => blocked.has(message))
      console.log(`contact-details corpus via askQuestion, default rules, blocked or flagged:\n${formatRates(caught)}`)
      console.log(`contact-details corpus via askQuestion, default rules, blocked only:\n${formatRates(blockedOnly)}`)
      expectGoals(caught)
    },
    CORPUS_TIMEOUT_MS,
  )
})
