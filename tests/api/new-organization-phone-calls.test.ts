/**
 * Issue 32, item 4: a phone call shows the visitor's number to an ambassador,
 * so an organization created from now on starts with phone calls off: its
 * public `organization` says so, its owner's settings say so, and booking a
 * phone call there is refused next to the call type. The organization is
 * made by `createOrganization`, what `npm run org:create` runs.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrganization } from '../../server/organizations/create-organization'
import { latestSignInCode } from '../../server/testing/outbox'
import { BOOK, bookingInput } from './helpers/slots'
import type { Booked } from './helpers/slots'
import { freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

const SLUG = 'new-school'
const OWNER = 'owner@new-school.example'
let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
  await createOrganization(api.db, { slug: SLUG, name: 'New School', owner: OWNER })
})
afterAll(async () => {
  await api?.close()
})

const inOrg = (slug: string) => ({ headers: { 'x-organization': slug } })

async function signInOwner(): Promise<string> {
  const ip = freshIp()
  ok(
    await api.gql(
      'mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k, audience: STAFF) { sent } }',
      { e: OWNER, k: idempotencyKey() },
      { ip, ...inOrg(SLUG) },
    ),
  )
  const code = await latestSignInCode(api.db, OWNER)
  const signedIn = ok(
    await api.gql<{ signIn: { token: string } }>(
      'mutation($e: String!, $c: String!) { signIn(email: $e, code: $c, audience: STAFF) { token } }',
      { e: OWNER, c: code },
      { ip, ...inOrg(SLUG) },
    ),
  )
  return signedIn.signIn.token
}

describe('a new organization has phone calls off', () => {
  it('says so publicly and in its settings', async () => {
    const read = ok(await api.gql<{ organization: { slug: string; phoneCallsEnabled: boolean } }>('{ organization { slug phoneCallsEnabled } }', {}, inOrg(SLUG)))
    expect(read.organization).toEqual({ slug: SLUG, phoneCallsEnabled: false })
    const token = await signInOwner()
    const settings = ok(await api.gql<{ organizationSettings: { phoneCallsEnabled: boolean } }>('{ organizationSettings { phoneCallsEnabled } }', {}, { token, ...inOrg(SLUG) }))
    expect(settings.organizationSettings.phoneCallsEnabled).toBe(false)
  })

  it('refuses a phone call booked there next to the call type, where the demo organization (phone calls kept on) goes on to look for the ambassador', async () => {
    const phoneCall = () => bookingInput(randomUUID(), new Date(Date.now() + 3 * 86_400_000).toISOString(), { type: 'PHONE' })
    const refused = ok(await api.gql<Booked>(BOOK, { input: phoneCall() }, inOrg(SLUG))).bookMeeting
    expect(refused.meeting).toBeNull()
    expect(refused.fieldErrors.map((error) => [error.field, error.code])).toEqual([['type', 'PHONE_CALLS_OFF']])
    const demo = ok(await api.gql<Booked>(BOOK, { input: phoneCall() }, inOrg('demo'))).bookMeeting
    expect(demo.fieldErrors.map((error) => [error.field, error.code])).toEqual([['ambassadorId', 'NOT_FOUND']])
  })
})
