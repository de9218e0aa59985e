/** Seeded fixtures and small helpers shared by the API tests. */
import { FIXTURES } from '../../../server/demo/seed-fixtures'
import { latestSignInCode } from '../../../server/testing/outbox'
import { freshIp, idempotencyKey, ok } from './test-api'
import type { TestApi } from './test-api'

export { FIXTURES }
export const alice = FIXTURES.ambassador1
export const bruno = FIXTURES.ambassador2
export const chihiro = FIXTURES.ambassador3
export const dolores = FIXTURES.ambassador4

export async function visitorToken(api: TestApi): Promise<string> {
  const data = ok(await api.gql<{ startVisitorSession: { token: string } }>('mutation { startVisitorSession { token expiresAt } }'))
  return data.startVisitorSession.token
}

/** Signs an ambassador in through the real code flow (code read from the outbox table). */
export async function signInAs(api: TestApi, email: string): Promise<string> {
  // One client asks for the code and types it, as in a browser.
  const ip = freshIp()
  ok(
    await api.gql(
      'mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent fieldErrors { code } } }',
      { e: email, k: idempotencyKey() },
      { ip },
    ),
  )
  const code = await latestSignInCode(api.db, email)
  if (code === null) throw new Error(`no sign-in code mailed to ${email}`)
  const data = ok(
    await api.gql<{ signIn: { token: string | null; fieldErrors: { code: string }[] } }>(
      'mutation($e: String!, $c: String!) { signIn(email: $e, code: $c) { token fieldErrors { code } } }',
      { e: email, c: code },
      { ip },
    ),
  )
  if (data.signIn.token === null) throw new Error(`sign-in failed: ${JSON.stringify(data.signIn.fieldErrors)}`)
  return data.signIn.token
}

export const ASK = `mutation Ask($input: AskQuestionInput!) {
  askQuestion(input: $input) { thread { id status topic ambassador { id } answers { body } } threadToken fieldErrors { field code message messageKey limit } }
}`

export const questionInput = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  email: 'ana@example.com',
  topic: 'Housing',
  body: 'Where do first-year students usually live?',
  consent: true,
  idempotencyKey: idempotencyKey(),
  ...over,
})

/** The demo organization's staff (server/demo/seed-fixtures.ts). */
export const OWNER_EMAIL = 'staff@demo.test'
export const EDITOR_EMAIL = 'editor@demo.test'

/** Signs a staff member in through the real code flow (audience STAFF; code read from the outbox table). */
export async function signInAsStaff(api: TestApi, email: string, org?: string): Promise<string> {
  const ip = freshIp()
  ok(
    await api.gql(
      'mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k, audience: STAFF) { sent fieldErrors { code } } }',
      { e: email, k: idempotencyKey() },
      { ip, org },
    ),
  )
  const code = await latestSignInCode(api.db, email)
  if (code === null) throw new Error(`no sign-in code mailed to ${email}`)
  const data = ok(
    await api.gql<{ signIn: { token: string | null; fieldErrors: { code: string }[] } }>(
      'mutation($e: String!, $c: String!) { signIn(email: $e, code: $c, audience: STAFF) { token fieldErrors { code } } }',
      { e: email, c: code },
      { ip, org },
    ),
  )
  if (data.signIn.token === null) throw new Error(`staff sign-in failed: ${JSON.stringify(data.signIn.fieldErrors)}`)
  return data.signIn.token
}
