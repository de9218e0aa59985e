/**
 * The first "Must show": the written corpus (tests/fixtures) through
 * the real askQuestion, every category set to BLOCK. Every message that must
 * be caught is refused with SAFEGUARDING and a span of its category (0
 * missed); among the ordinary ones at most 1 is refused (false alarm).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAFEGUARDING_CORPUS } from '../fixtures/safeguarding-corpus'
import { alice, OWNER_EMAIL, questionInput, signInAsStaff } from './helpers/fixtures'
import { FIELD_ERRORS, setRules } from './helpers/safeguarding'
import type { FieldErrorWithSpans } from './helpers/safeguarding'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
  const owner = await signInAsStaff(api, OWNER_EMAIL)
  await setRules(api, owner, { ABUSE: 'BLOCK', EMAIL: 'BLOCK', PHONE: 'BLOCK', URL: 'BLOCK', SOCIAL: 'BLOCK', MESSAGING_APP: 'BLOCK' })
})
afterAll(async () => {
  await api?.close()
})

const ASK = `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { thread { id } ${FIELD_ERRORS} } }`
type Asked = { askQuestion: { thread: { id: string } | null; fieldErrors: FieldErrorWithSpans[] } }

describe('the safeguarding corpus through askQuestion', () => {
  it('catches every message it must (0 missed) with at most 1 false alarm', async () => {
    const missed: string[] = []
    const falseAlarms: string[] = []
    for (const message of SAFEGUARDING_CORPUS) {
      const { askQuestion } = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: alice.id, body: message.text, locale: message.locale }) }))
      const refusal = askQuestion.fieldErrors.find((e) => e.field === 'body' && e.code === 'SAFEGUARDING')
      if (message.expected === null) {
        if (askQuestion.thread === null) falseAlarms.push(message.text)
      } else if (refusal === undefined || !refusal.spans.some((s) => s.category === message.expected)) missed.push(message.text)
    }
    const mustCatch = SAFEGUARDING_CORPUS.filter((m) => m.expected !== null).length
    console.log(
      `safeguarding corpus via askQuestion: ${missed.length} missed of ${mustCatch} to catch, ${falseAlarms.length} false alarms of ${SAFEGUARDING_CORPUS.length - mustCatch} ordinary`,
    )
    expect(mustCatch).toBeGreaterThanOrEqual(30)
    expect(SAFEGUARDING_CORPUS.length - mustCatch).toBeGreaterThanOrEqual(30)
    expect(missed).toEqual([])
    expect(falseAlarms.length).toBeLessThanOrEqual(1)
  })
})
