/**
 * Issue 32, item 2: the names a visitor types are shown to the ambassador, so
 * they are screened like the message: "WhatsApp +33612345678" as a first name
 * is refused next to that field, in the visitor's language, and nothing is
 * created; an ordinary name goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alice, ASK, questionInput } from './helpers/fixtures'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type Asked = { askQuestion: { thread: { id: string } | null; fieldErrors: { field: string; code: string; message: string }[] } }

describe('names are screened', () => {
  it('refuses a question whose first name carries a phone number, next to the first name, in French for a French visitor', async () => {
    const { askQuestion } = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: alice.id, firstName: 'WhatsApp +33612345678', locale: 'fr' }) }))
    expect(askQuestion.thread).toBeNull()
    expect(askQuestion.fieldErrors.map((error) => [error.field, error.code])).toEqual([['firstName', 'SAFEGUARDING']])
    expect(askQuestion.fieldErrors[0]?.message).toMatch(/numéro/i)
  })

  it('lets an ordinary name through', async () => {
    const { askQuestion } = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: alice.id, firstName: 'Marie-Ève' }) }))
    expect(askQuestion.fieldErrors).toEqual([])
    expect(askQuestion.thread).not.toBeNull()
  })

  it('refuses a booking whose last name is a handle', async () => {
    const [slot] = await freeSlots(api, alice.id)
    if (slot === undefined) throw new Error('the seed should give Alice a free slot')
    const { bookMeeting } = ok(await book(api, bookingInput(alice.id, slot.startsAt, { lastName: 'snap: jul1e_rose' })))
    expect(bookMeeting.meeting).toBeNull()
    expect(bookMeeting.fieldErrors.map((error) => [error.field, error.code])).toEqual([['lastName', 'SAFEGUARDING']])
  })
})
