/** Issue 34: the audit log names the ambassadors its entries are about, and filters by time on the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dolores, EDITOR_EMAIL, OWNER_EMAIL, signInAsStaff } from './helpers/fixtures'
import { SET_STATUS } from './helpers/lifecycle'
import { errorCode, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

type Named = { id: string; name: string | null; email: string | null }
type AuditPage = { auditLog: { nodes: { kind: string; target: string | null; actorEmail: string | null; createdAt: string; ambassadors: Named[] }[] } }
const AUDIT = `query($actor: String, $kind: String, $since: DateTime, $until: DateTime) {
  auditLog(first: 100, actorEmail: $actor, kind: $kind, since: $since, until: $until) { nodes { kind target actorEmail createdAt ambassadors { id name email } } }
}`
const log = async (variables: Record<string, unknown>, token = owner) => ok(await api.gql<AuditPage>(AUDIT, variables, { token })).auditLog.nodes

describe('audit entries about an ambassador', () => {
  it("carry the ambassador's name and e-mail as they are now, so the console can say who, never an id alone", async () => {
    ok(await api.gql(SET_STATUS, { id: dolores.id, s: 'INACTIVE' }, { token: owner }))
    ok(await api.gql(SET_STATUS, { id: dolores.id, s: 'ACTIVE' }, { token: owner }))
    const entries = await log({ kind: 'ambassador.status' })
    expect(entries.length).toBeGreaterThanOrEqual(2)
    for (const entry of entries.slice(0, 2)) {
      expect(entry).toMatchObject({ target: dolores.id, actorEmail: OWNER_EMAIL })
      expect(entry.ambassadors).toEqual([{ id: dolores.id, name: `${dolores.firstName} ${dolores.lastName}`, email: dolores.email }])
    }
  })

  it('names nobody for entries about something else (a staff member, a setting)', async () => {
    const entries = await log({})
    const others = entries.filter((entry) => !entry.kind.startsWith('ambassador.') && !entry.kind.startsWith('profile.'))
    for (const entry of others) expect(entry.ambassadors).toEqual([])
  })
})

describe('the time filter', () => {
  it('keeps entries from `since` (included) until `until` (excluded), combined with the other filters', async () => {
    const all = await log({ kind: 'ambassador.status' })
    const newest = all[0]
    expect(newest).toBeDefined()
    const at = new Date(newest?.createdAt ?? '')
    const later = new Date(at.getTime() + 1)
    expect((await log({ kind: 'ambassador.status', since: at.toISOString() }))[0]).toEqual(newest)
    expect(await log({ kind: 'ambassador.status', since: later.toISOString() })).toEqual([])
    expect(await log({ kind: 'ambassador.status', until: at.toISOString() })).not.toContainEqual(newest)
    expect(await log({ kind: 'ambassador.status', since: new Date(at.getTime() - 60_000).toISOString(), until: later.toISOString() })).toContainEqual(newest)
    expect(await log({ actor: 'nobody@demo.test', since: new Date(at.getTime() - 60_000).toISOString() })).toEqual([])
  })

  it('refuses a range that ends before it starts, and an invalid date', async () => {
    const now = new Date()
    expect(errorCode(await api.gql(AUDIT, { since: now.toISOString(), until: new Date(now.getTime() - 1000).toISOString() }, { token: owner }))).toBe('BAD_USER_INPUT')
    expect(errorCode(await api.gql(AUDIT, { since: 'yesterday' }, { token: owner }))).toBeDefined()
  })

  it('stays for owners: an editor is refused whatever the filter', async () => {
    const editor = await signInAsStaff(api, EDITOR_EMAIL)
    expect(errorCode(await api.gql(AUDIT, { since: new Date(0).toISOString() }, { token: editor }))).toBe('FORBIDDEN')
  })
})
