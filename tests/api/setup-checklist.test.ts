/**
 * Issue 34: a new organization's setup checklist is read from its data. Each
 * step turns done when what it asks for exists — tagline in both languages,
 * a colour of its own, a logo, an embed origin, an active ambassador, a first
 * publication — and `openForVisitors` turns true with the first active
 * ambassador. Staff only; another organization's list is its own.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { createOrganization } from '../../server/organizations/create-organization'
import { EDITOR_EMAIL, signInAsStaff, visitorToken } from './helpers/fixtures'
import { APPROVE, invite } from './helpers/lifecycle'
import { errorCode, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

const ORG = 'first-steps'
const OWNER = 'owner@first-steps.example'
const CHECKLIST = '{ setupChecklist { steps { key done } doneCount total complete ambassadorsInvited ambassadorsActive } }'

interface Checklist {
  steps: { key: string; done: boolean }[]
  doneCount: number
  total: number
  complete: boolean
  ambassadorsInvited: number
  ambassadorsActive: number
}

let api: TestApi
let owner = ''
let orgId = ''
beforeAll(async () => {
  api = await startTestApi()
  orgId = (await createOrganization(api.db, { slug: ORG, name: 'Université Horizon Nord', owner: OWNER })).id
  owner = await signInAsStaff(api, OWNER, ORG)
})
afterAll(async () => {
  await api?.close()
})

const checklist = async (): Promise<Checklist> => ok(await api.gql<{ setupChecklist: Checklist }>(CHECKLIST, {}, { token: owner, org: ORG })).setupChecklist
const doneSteps = (list: Checklist): string[] => list.steps.filter((s) => s.done).map((s) => s.key)
const openForVisitors = async (): Promise<boolean> =>
  ok(await api.gql<{ organization: { openForVisitors: boolean } }>('{ organization { openForVisitors } }', {}, { org: ORG })).organization.openForVisitors

describe('the setup checklist of a new organization', () => {
  it('starts with nothing done, and the site is not open yet', async () => {
    const list = await checklist()
    expect(list.steps.map((s) => s.key)).toEqual(['NAME_AND_TAGLINE', 'COLOUR', 'LOGO', 'EMBED_ORIGIN', 'AMBASSADORS', 'FIRST_PUBLISH'])
    expect(list).toMatchObject({ doneCount: 0, total: 6, complete: false, ambassadorsInvited: 0, ambassadorsActive: 0 })
    expect(await openForVisitors()).toBe(false)
  })

  it('marks the settings steps done once they are saved, each on its own', async () => {
    const save = (input: Record<string, unknown>) =>
      api.gql<{ updateOrganization: { fieldErrors: unknown[] } }>(
        'mutation($i: OrganizationSettingsInput!, $k: String!) { updateOrganization(input: $i, idempotencyKey: $k) { fieldErrors { field code } } }',
        { i: input, k: idempotencyKey() },
        { token: owner, org: ORG },
      )
    // A tagline in one language only is not done: the other language's site would show none.
    expect(ok(await save({ tagline: { en: 'Ask our students', fr: '' } })).updateOrganization.fieldErrors).not.toEqual([])
    expect(doneSteps(await checklist())).toEqual([])
    expect(ok(await save({ tagline: { en: 'Ask our students', fr: 'Posez vos questions à nos étudiants' } })).updateOrganization.fieldErrors).toEqual([])
    expect(doneSteps(await checklist())).toEqual(['NAME_AND_TAGLINE'])
    ok(await save({ primaryColor: '#7a1f3d' }))
    ok(await save({ allowedEmbedOrigins: ['https://www.horizon-nord.example'] }))
    expect(doneSteps(await checklist())).toEqual(['NAME_AND_TAGLINE', 'COLOUR', 'EMBED_ORIGIN'])
    // The logo arrives through POST /staff-api/logo (tests/api/logo-upload.test.ts); here only its stored URL counts.
    await api.db.update(t.organizations).set({ logoUrl: '/media/logo.png' }).where(eq(t.organizations.id, orgId))
    expect((await checklist()).doneCount).toBe(4)
  })

  it('counts an invited ambassador as a start, and only an active one as done; the site opens with them', async () => {
    expect((await invite(api, owner, ['first@horizon-nord.example'], idempotencyKey(), { 'x-organization': ORG })).invited).toBe(1)
    let list = await checklist()
    expect(list).toMatchObject({ ambassadorsInvited: 1, ambassadorsActive: 0 })
    expect(doneSteps(list)).not.toContain('AMBASSADORS')
    expect(await openForVisitors()).toBe(false)
    // Onboarding is tested in ambassador-lifecycle.test.ts: here the invitee's profile is marked sent, and staff approve it.
    const [invited] = await api.db
      .update(t.ambassadors)
      .set({ status: 'pending', submittedAt: new Date() })
      .where(eq(t.ambassadors.orgId, orgId))
      .returning({ id: t.ambassadors.id })
    expect(ok(await api.gql<{ approveAmbassador: { fieldErrors: unknown[] } }>(APPROVE, { id: invited?.id }, { token: owner, org: ORG })).approveAmbassador.fieldErrors).toEqual([])
    list = await checklist()
    expect(list).toMatchObject({ ambassadorsInvited: 1, ambassadorsActive: 1, doneCount: 5, complete: false })
    expect(await openForVisitors()).toBe(true)
  })

  it('is complete after the first publication', async () => {
    // Publishing itself is tested in publishing.test.ts and org-create-first-run.test.ts.
    await api.db.update(t.publications).set({ publishedAt: new Date(), buildId: 'first' }).where(eq(t.publications.orgId, orgId))
    expect(await checklist()).toMatchObject({ doneCount: 6, complete: true })
  })

  it('is for staff only, and each organization sees its own', async () => {
    expect(errorCode(await api.gql(CHECKLIST, {}, { org: ORG }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql(CHECKLIST, {}, { token: await visitorToken(api) }))).toBe('FORBIDDEN')
    // The demo's editor reads the demo's list (the seeded demo has no logo), not this one.
    const demo = ok(await api.gql<{ setupChecklist: Checklist }>(CHECKLIST, {}, { token: await signInAsStaff(api, EDITOR_EMAIL) })).setupChecklist
    expect(demo.ambassadorsActive).toBeGreaterThan(1)
    expect(doneSteps(demo)).not.toContain('LOGO')
  })
})
