/**
 * Issue 16: who may call each staff console operation. Visitor and
 * ambassador tokens get FORBIDDEN on every staff operation, no token
 * UNAUTHENTICATED; an editor runs settings but not staff management or the
 * audit log; a staff token gets FORBIDDEN on ambassador-only operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alice, EDITOR_EMAIL, OWNER_EMAIL, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { errorCode, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
const tokens: Record<'visitor' | 'ambassador' | 'editor' | 'owner', string> = { visitor: '', ambassador: '', editor: '', owner: '' }
let editorId = ''
beforeAll(async () => {
  api = await startTestApi()
  tokens.visitor = await visitorToken(api)
  tokens.ambassador = await signInAs(api, alice.email)
  tokens.editor = await signInAsStaff(api, EDITOR_EMAIL)
  tokens.owner = await signInAsStaff(api, OWNER_EMAIL)
  const members = ok(await api.gql<{ staffMembers: { id: string; email: string }[] }>('{ staffMembers { id email } }', {}, { token: tokens.owner })).staffMembers
  editorId = members.find((m) => m.email === EDITOR_EMAIL)?.id ?? ''
})
afterAll(async () => {
  await api?.close()
})

// Each operation with harmless arguments (a role change to the role held, an unknown id to remove).
const OPERATIONS = {
  staffMe: () => ({ query: '{ staffMe { id } }' }),
  organizationSettings: () => ({ query: '{ organizationSettings { slug } }' }),
  updateOrganization: () => ({ query: 'mutation($k: String!) { updateOrganization(input: {}, idempotencyKey: $k) { fieldErrors { code } } }', variables: { k: idempotencyKey() } }),
  staffMembers: () => ({ query: '{ staffMembers { id } }' }),
  inviteStaff: () => ({
    query: 'mutation($k: String!) { inviteStaff(email: "nobody@demo.test", role: EDITOR, idempotencyKey: $k) { fieldErrors { code } } }',
    variables: { k: idempotencyKey() },
  }),
  setStaffRole: () => ({ query: 'mutation($id: ID!) { setStaffRole(staffId: $id, role: EDITOR) { fieldErrors { code } } }', variables: { id: editorId } }),
  removeStaff: () => ({ query: 'mutation { removeStaff(staffId: "00000000-0000-4000-8000-000000000000") { fieldErrors { code } } }' }),
  auditLog: () => ({ query: '{ auditLog(first: 1) { nodes { id } } }' }),
  // Issue 17: the ambassador lifecycle (an invalid address, a dry run, an unknown id).
  staffAmbassadors: () => ({ query: '{ staffAmbassadors(first: 1) { totalCount } }' }),
  inviteAmbassadors: () => ({
    query: 'mutation($k: String!) { inviteAmbassadors(emails: ["not-an-address"], idempotencyKey: $k) { invited fieldErrors { code } } }',
    variables: { k: idempotencyKey() },
  }),
  importAmbassadors: () => ({
    query: 'mutation($k: String!) { importAmbassadors(csv: "email,first_name,last_name\\nx@demo.test,X,Y", dryRun: true, idempotencyKey: $k) { imported fieldErrors { code } } }',
    variables: { k: idempotencyKey() },
  }),
  approveAmbassador: () => ({ query: 'mutation { approveAmbassador(ambassadorId: "00000000-0000-4000-8000-000000000000") { fieldErrors { code } } }' }),
  setAmbassadorStatus: () => ({ query: 'mutation { setAmbassadorStatus(ambassadorId: "00000000-0000-4000-8000-000000000000", status: INACTIVE) { fieldErrors { code } } }' }),
  eraseAmbassador: () => ({ query: 'mutation { eraseAmbassador(ambassadorId: "00000000-0000-4000-8000-000000000000") { erased fieldErrors { code } } }' }),
  eraseVisitor: () => ({ query: 'mutation { eraseVisitor(email: "nobody@example.com") { erased fieldErrors { code } } }' }),
  exportPersonData: () => ({ query: 'mutation { exportPersonData(email: "nobody@example.com") { email json } }' }),
  // Issue 18: published Q&A approval (an unknown question).
  pendingPublications: () => ({ query: '{ pendingPublications(first: 1) { totalCount } }' }),
  approvePublication: () => ({ query: 'mutation { approvePublication(questionId: "00000000-0000-4000-8000-000000000000") { fieldErrors { code } } }' }),
  rejectPublication: () => ({ query: 'mutation { rejectPublication(questionId: "00000000-0000-4000-8000-000000000000") { fieldErrors { code } } }' }),
} as const

// Erasure and the export reach every person's data at once (decision 074).
const OWNER_ONLY = new Set(['staffMembers', 'inviteStaff', 'setStaffRole', 'removeStaff', 'auditLog', 'eraseAmbassador', 'eraseVisitor', 'exportPersonData'])

async function call(name: keyof typeof OPERATIONS, token?: string) {
  const op: { query: string; variables?: Record<string, unknown> } = OPERATIONS[name]()
  return api.gql(op.query, op.variables ?? {}, { token })
}

describe('staff operations by caller', () => {
  for (const name of Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[]) {
    it(`${name}: UNAUTHENTICATED without a token, FORBIDDEN for visitor and ambassador tokens`, async () => {
      expect(errorCode(await call(name))).toBe('UNAUTHENTICATED')
      expect(errorCode(await call(name, tokens.visitor))).toBe('FORBIDDEN')
      expect(errorCode(await call(name, tokens.ambassador))).toBe('FORBIDDEN')
    })

    it(`${name}: ${OWNER_ONLY.has(name) ? 'owners only (FORBIDDEN for an editor)' : 'editors and owners'}`, async () => {
      const asEditor = await call(name, tokens.editor)
      if (OWNER_ONLY.has(name)) expect(errorCode(asEditor)).toBe('FORBIDDEN')
      else expect(asEditor.errors).toBeUndefined()
      expect((await call(name, tokens.owner)).errors).toBeUndefined()
    })
  }

  it('staffMe says who is signed in, with the role and the organization', async () => {
    const me = ok(await api.gql<{ staffMe: unknown }>('{ staffMe { email role organization { slug } } }', {}, { token: tokens.editor })).staffMe
    expect(me).toEqual({ email: EDITOR_EMAIL, role: 'EDITOR', organization: { slug: 'demo' } })
  })

  it('a staff token is FORBIDDEN on ambassador-only operations', async () => {
    expect(errorCode(await api.gql('{ me { email } }', {}, { token: tokens.owner }))).toBe('FORBIDDEN')
    const answer = await api.gql(
      'mutation { answerQuestion(input: { questionId: "00000000-0000-4000-8000-000000000000", body: "Hello there", idempotencyKey: "staff-probe-0001" }) { fieldErrors { code } } }',
      {},
      { token: tokens.owner },
    )
    expect(errorCode(answer)).toBe('FORBIDDEN')
  })

  it('a staff session is valid only in its own organization', async () => {
    const { createOrganization } = await import('../../server/organizations/create-organization')
    await createOrganization(api.db, { slug: 'other-school', name: 'Other School', owner: 'owner@other.example' })
    expect(errorCode(await api.gql('{ staffMe { id } }', {}, { token: tokens.owner, org: 'other-school' }))).toBe('UNAUTHENTICATED')
  })

  it('signOut ends the staff session', async () => {
    const token = await signInAsStaff(api, OWNER_EMAIL)
    expect(ok(await api.gql<{ signOut: boolean }>('mutation { signOut }', {}, { token })).signOut).toBe(true)
    expect(errorCode(await api.gql('{ staffMe { id } }', {}, { token }))).toBe('UNAUTHENTICATED')
  })
})
