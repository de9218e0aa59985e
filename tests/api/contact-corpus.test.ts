/**
 * Issue 32, item 1: the contact-details corpus (tests/fixtures/contact-corpus,
 * at least 200 disguised and 200 ordinary messages per language) through the
 * real askQuestion, every category set to BLOCK (by default links and app
 * names are FLAGged: delivered and shown to staff; here each detection refuses
 * the message, so the answer says whether it was seen). A disguised message is
 * caught when refused; an ordinary one refused is a false alarm. The rates
 * are printed per language. Goal: ≥ 98 % caught, ≤ 1 % false alarms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_CORPUS, corpusRates, formatRates, type ContactCorpusMessage } from '../fixtures/contact-corpus'
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

describe('the contact-details corpus through askQuestion', () => {
  it('catches ≥ 98 % of the disguised messages and raises ≤ 1 % false alarms, in each language', async () => {
    const caught = new Set<ContactCorpusMessage>()
    for (const message of CONTACT_CORPUS) {
      const { askQuestion } = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: alice.id, body: message.text, locale: message.locale }) }))
      if (askQuestion.fieldErrors.some((error) => error.code === 'SAFEGUARDING')) caught.add(message)
    }
    const rates = corpusRates((message) => caught.has(message))
    console.log(`contact-details corpus via askQuestion:\n${formatRates(rates)}`)
    for (const rate of rates) {
      expect(rate.disguised).toBeGreaterThanOrEqual(200)
      expect(rate.ordinary).toBeGreaterThanOrEqual(200)
      expect(rate.caught / rate.disguised, rate.missed.join('\n')).toBeGreaterThanOrEqual(0.98)
      expect(rate.falseAlarms / rate.ordinary, rate.alarms.join('\n')).toBeLessThanOrEqual(0.01)
    }
  })
})
