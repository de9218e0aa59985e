/** Issue 16: staff management (owners only), the last-owner guard, the append-only audit log, and org:create's first run. */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrganization } from '../../server/organizations/create-organization'
import { latestMail } from '../../server/testing/outbox'
import { OWNER_EMAIL, signInAsStaff } from './helpers/fixtures'
import { errorCode, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

type Member = { id: string; email: string; role: string }
type MemberPayload = { staffMember: Member | null; fieldErrors: { field: string; code: string; message: string }[] }
const INVITE =
  'mutation($e: String!, $r: StaffRole!, $k: String!) { inviteStaff(email: $e, role: $r, idempotencyKey: $k) { staffMember { id email role } fieldErrors { field code message } } }'
const SET_ROLE = 'mutation($id: ID!, $r: StaffRole!) { setStaffRole(staffId: $id, role: $r) { staffMember { id email role } fieldErrors { field code message } } }'
const REMOVE = 'mutation($id: ID!) { removeStaff(staffId: $id) { staffMember { id email role } fieldErrors { field code message } } }'
const invite = async (email: string, role: string, token = owner, k = idempotencyKey()) =>
  ok(await api.gql<{ inviteStaff: MemberPayload }>(INVITE, { e: email, r: role, k }, { token })).inviteStaff
const setRole = async (id: string, role: string, token = owner) => ok(await api.gql<{ setStaffRole: MemberPayload }>(SET_ROLE, { id, r: role }, { token })).setStaffRole
const remove = async (id: string, token = owner) => ok(await api.gql<{ removeStaff: MemberPayload }>(REMOVE, { id }, { token })).removeStaff
type AuditPage = {
  auditLog: {
    nodes: { actorEmail: string | null; kind: string; target: string | null; before: string | null; after: string | null }[]
    endCursor: string | null
    hasNextPage: boolean
  }
}
const AUDIT =
  'query($first: Int, $after: String, $actor: String, $kind: String) { auditLog(first: $first, after: $after, actorEmail: $actor, kind: $kind) { nodes { actorEmail kind target before after } endCursor hasNextPage } }'

describe('staff management', () => {
  it('invites by e-mail (mailing the console link), then the invitee signs in with the role given', async () => {
    const invited = await invite(' New.Editor@Demo.test ', 'EDITOR')
    expect(invited).toMatchObject({ fieldErrors: [], staffMember: { email: 'new.editor@demo.test', role: 'EDITOR' } })
    expect((await latestMail(api.db, 'new.editor@demo.test', 'staff_invitation'))?.bodyText).toMatch(/\/staff\b/)
    const token = await signInAsStaff(api, 'new.editor@demo.test')
    expect(ok(await api.gql<{ staffMe: { role: string } }>('{ staffMe { role } }', {}, { token })).staffMe.role).toBe('EDITOR')
    expect((await invite('new.editor@demo.test', 'OWNER')).fieldErrors).toEqual([expect.objectContaining({ field: 'email', code: 'ALREADY_STAFF' })])
    expect((await invite('not-an-address', 'EDITOR')).fieldErrors[0]).toMatchObject({ field: 'email', code: 'EMAIL' })
  })

  it('replays an invitation retried with the same key', async () => {
    const key = idempotencyKey()
    const first = await invite('retry@demo.test', 'EDITOR', owner, key)
    expect(await invite('retry@demo.test', 'EDITOR', owner, key)).toEqual(first)
  })

  it('never leaves the organization without an owner; role changes and removal end the right access', async () => {
    const members = ok(await api.gql<{ staffMembers: Member[] }>('{ staffMembers { id email role } }', {}, { token: owner })).staffMembers
    const me = members.find((m) => m.email === OWNER_EMAIL)
    expect(members[0]?.role).toBe('OWNER')
    const lastOwner = (await setRole(me?.id ?? '', 'EDITOR')).fieldErrors[0]
    expect(lastOwner).toMatchObject({ field: 'role', code: 'LAST_OWNER' })
    expect(lastOwner?.message).toContain('at least one owner')
    expect((await remove(me?.id ?? '')).fieldErrors[0]).toMatchObject({ code: 'LAST_OWNER' })

    const second = await invite('second.owner@demo.test', 'EDITOR')
    expect((await setRole(second.staffMember?.id ?? '', 'OWNER')).staffMember?.role).toBe('OWNER')
    const secondToken = await signInAsStaff(api, 'second.owner@demo.test')
    expect(ok(await api.gql<{ staffMembers: Member[] }>('{ staffMembers { id } }', {}, { token: secondToken })).staffMembers.length).toBeGreaterThan(2)
    // With two owners, one may step down; the other is then the last.
    expect((await setRole(second.staffMember?.id ?? '', 'EDITOR', secondToken)).staffMember?.role).toBe('EDITOR')
    expect(errorCode(await api.gql('{ staffMembers { id } }', {}, { token: secondToken }))).toBe('FORBIDDEN')
    // Removing a member ends their sessions at once.
    expect((await remove(second.staffMember?.id ?? '')).staffMember?.email).toBe('second.owner@demo.test')
    expect(errorCode(await api.gql('{ staffMe { id } }', {}, { token: secondToken }))).toBe('UNAUTHENTICATED')
    expect((await remove('not-a-uuid')).fieldErrors[0]).toMatchObject({ field: 'staffId', code: 'NOT_FOUND' })
  })
})

describe('audit log', () => {
  it('lists each staff action newest first, filterable by person and kind, page by page', async () => {
    const all = ok(await api.gql<AuditPage>(AUDIT, { first: 100 }, { token: owner })).auditLog
    const kinds = all.nodes.map((n) => n.kind)
    expect(kinds).toEqual(expect.arrayContaining(['staff.invite', 'staff.role', 'staff.remove']))
    const removal = all.nodes.find((n) => n.kind === 'staff.remove')
    expect(removal).toMatchObject({ actorEmail: OWNER_EMAIL, target: 'second.owner@demo.test', before: '{"role":"editor"}', after: null })
    const stepDown = ok(await api.gql<AuditPage>(AUDIT, { actor: 'SECOND.owner@demo.test', kind: 'staff.role' }, { token: owner })).auditLog.nodes
    expect(stepDown).toEqual([
      { actorEmail: 'second.owner@demo.test', kind: 'staff.role', target: 'second.owner@demo.test', before: '{"role":"owner"}', after: '{"role":"editor"}' },
    ])
    const page1 = ok(await api.gql<AuditPage>(AUDIT, { first: 2 }, { token: owner })).auditLog
    const page2 = ok(await api.gql<AuditPage>(AUDIT, { first: 2, after: page1.endCursor }, { token: owner })).auditLog
    expect(page1.hasNextPage).toBe(true)
    expect([...page1.nodes, ...page2.nodes]).toEqual(all.nodes.slice(0, 4))
    expect(errorCode(await api.gql(AUDIT, { first: 1000 }, { token: owner }))).toBe('BAD_USER_INPUT')
  })

  it('is append-only: the database refuses to change or delete an entry', async () => {
    // Drizzle wraps the database's error: the trigger's message is its cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      )
    expect(await refusal(api.db.execute(sql`update audit_entries set kind = 'forged'`))).toBe('audit_entries is append-only')
    expect(await refusal(api.db.execute(sql`delete from audit_entries`))).toBe('audit_entries is append-only')
    expect(ok(await api.gql<AuditPage>(AUDIT, { kind: 'forged' }, { token: owner })).auditLog.nodes).toEqual([])
  })
})

describe('npm run org:create (createOrganization)', () => {
  it('creates an organization with no demo data whose owner signs in and runs it', async () => {
    await createOrganization(api.db, { slug: 'acme', name: 'Acme University', owner: 'Someone@Acme.example' })
    await expect(createOrganization(api.db, { slug: 'acme', name: 'Again', owner: 'x@acme.example' })).rejects.toThrow(/already exists/)
    const token = await signInAsStaff(api, 'someone@acme.example', 'acme')
    const me = ok(await api.gql<{ staffMe: unknown }>('{ staffMe { email role organization { slug } } }', {}, { token, org: 'acme' })).staffMe
    expect(me).toEqual({ email: 'someone@acme.example', role: 'OWNER', organization: { slug: 'acme' } })
    const directory = ok(await api.gql<{ ambassadors: { totalCount: number } }>('{ ambassadors { totalCount } }', {}, { org: 'acme' })).ambassadors
    expect(directory.totalCount).toBe(0)
    const log = ok(await api.gql<AuditPage>(AUDIT, {}, { token, org: 'acme' })).auditLog.nodes
    expect(log).toEqual([expect.objectContaining({ actorEmail: null, kind: 'organization.create', target: 'acme' })])
  })
})
