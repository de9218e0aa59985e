/**
 * Issue 32, item 3: with `requireProfileApproval` (the default), an active
 * ambassador's change to a public field waits as a revision. Every public read
 * (the ambassador query, the directory and its search) keeps the approved
 * profile, and nothing public moves (directory version, unpublished changes)
 * until staff approve; reject e-mails the reason in the ambassador's language;
 * the ambassador can withdraw; approval off is immediate as before; staff
 * decisions and the setting are audited.
 */
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, auditEntries, notifications, organizations, publications } from '../../server/db/schema'
import { alice, bruno, chihiro, EDITOR_EMAIL, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { errorCode, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'
import { profileReviewsSection } from '../../server/nudges/digest-sections'

let api: TestApi
let orgId = ''
const tokens = { alice: '', bruno: '', chihiro: '', owner: '', editor: '' }
beforeAll(async () => {
  api = await startTestApi()
  tokens.alice = await signInAs(api, alice.email)
  tokens.bruno = await signInAs(api, bruno.email)
  tokens.chihiro = await signInAs(api, chihiro.email)
  tokens.owner = await signInAsStaff(api, OWNER_EMAIL)
  tokens.editor = await signInAsStaff(api, EDITOR_EMAIL)
  orgId = (await api.db.select({ id: ambassadors.orgId }).from(ambassadors).where(eq(ambassadors.id, alice.id)))[0]?.id ?? ''
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string }[]
type Me = {
  ambassador: { headline: string; city: string }
  pendingProfileChange: { id: string; status: string; changes: { field: string; before: string; after: string }[] } | null
}
const ME_FIELDS = 'ambassador { headline city } pendingProfileChange { id status changes { field before after } }'

const profileOf = (headline: string, over: Record<string, unknown> = {}) => ({
  headline,
  bioEn: 'I study engineering in Paris.',
  bioFr: "J'étudie l'ingénierie à Paris.",
  languages: ['fr', 'en'],
  interests: ['sports'],
  city: 'Paris',
  ...over,
})

const save = async (token: string, input: Record<string, unknown>) =>
  ok(
    await api.gql<{ updateProfile: { me: Me | null; fieldErrors: FieldErrors } }>(
      `mutation($i: ProfileInput!) { updateProfile(input: $i) { me { ${ME_FIELDS} } fieldErrors { field code } } }`,
      { i: input },
      { token },
    ),
  ).updateProfile

const me = async (token: string) => ok(await api.gql<{ me: Me }>(`{ me { ${ME_FIELDS} } }`, {}, { token })).me

/** Every public read of the ambassador: the card, and the directory searched by `word`. */
const publicReads = async (id: string, word: string) => {
  const card = ok(await api.gql<{ ambassador: { headline: string } | null }>('query($id: ID!) { ambassador(id: $id) { headline } }', { id })).ambassador
  const search = ok(
    await api.gql<{ ambassadors: { totalCount: number; nodes: { id: string; headline: string }[] } }>(
      'query($t: String!) { ambassadors(first: 50, filter: { text: $t }) { totalCount nodes { id headline } } }',
      { t: word },
    ),
  ).ambassadors
  const listed = ok(await api.gql<{ ambassadors: { nodes: { id: string; headline: string }[] } }>('{ ambassadors(first: 100) { nodes { id headline } } }')).ambassadors.nodes
  return { card: card?.headline, found: search.nodes.some((n) => n.id === id), listed: listed.find((n) => n.id === id)?.headline }
}

const versions = async () => {
  const [org] = await api.db.select({ v: organizations.directoryVersion }).from(organizations).where(eq(organizations.id, orgId))
  const [pub] = await api.db.select({ v: publications.publicVersion }).from(publications).where(eq(publications.orgId, orgId))
  return { directory: org?.v ?? -1, publicChanges: pub?.v ?? 0 }
}

type Queue = {
  totalCount: number
  nodes: {
    id: string
    ambassador: { id: string }
    current: { headline: string }
    proposed: { headline: string; bioEn: string; interests: { key: string }[] }
    changes: { field: string; before: string; after: string }[]
  }[]
}
const queue = async (token = tokens.editor) =>
  ok(
    await api.gql<{ pendingProfileRevisions: Queue }>(
      '{ pendingProfileRevisions(first: 50) { totalCount nodes { id ambassador { id } current { headline } proposed { headline bioEn interests { key } } changes { field before after } } } }',
      {},
      { token },
    ),
  ).pendingProfileRevisions

type Decision = { revisionId: string | null; status: string | null; fieldErrors: FieldErrors }
const approve = async (id: string, token = tokens.editor) =>
  ok(
    await api.gql<{ approveProfileRevision: Decision }>(
      'mutation($id: ID!) { approveProfileRevision(revisionId: $id) { revisionId status fieldErrors { field code } } }',
      { id },
      { token },
    ),
  ).approveProfileRevision
const reject = async (id: string, reason: string, token = tokens.editor) =>
  ok(
    await api.gql<{ rejectProfileRevision: Decision }>(
      'mutation($id: ID!, $r: String!) { rejectProfileRevision(revisionId: $id, reason: $r) { revisionId status fieldErrors { field code } } }',
      { id, r: reason },
      { token },
    ),
  ).rejectProfileRevision

const audits = (kind: string) => api.db.select().from(auditEntries).where(eq(auditEntries.kind, kind)).orderBy(desc(auditEntries.createdAt))
const mailsOf = (kind: string) => api.db.select().from(notifications).where(eq(notifications.kind, kind))

const setApproval = async (on: boolean) =>
  ok(
    await api.gql<{ updateOrganization: { organization: { requireProfileApproval: boolean }; fieldErrors: FieldErrors } }>(
      'mutation($on: Boolean!, $k: String!) { updateOrganization(input: { requireProfileApproval: $on }, idempotencyKey: $k) { organization { requireProfileApproval } fieldErrors { field code } } }',
      { on, k: idempotencyKey() },
      { token: tokens.owner },
    ),
  ).updateOrganization

describe('a pending profile change', () => {
  it('stays out of every public read, moves nothing public, and is what the ambassador sees waiting', async () => {
    const approved = (await publicReads(alice.id, 'zebrafish')).card ?? ''
    const before = await versions()
    const saved = await save(tokens.alice, profileOf('Ask me about zebrafish research', { interests: ['sports', 'housing'] }))
    expect(saved.fieldErrors).toEqual([])
    expect(saved.me?.ambassador.headline).toBe(approved)
    expect(saved.me?.pendingProfileChange?.status).toBe('PENDING')
    expect(saved.me?.pendingProfileChange?.changes.map((c) => c.field)).toEqual(['headline', 'bioEn', 'bioFr', 'interests'])

    expect(await publicReads(alice.id, 'zebrafish')).toEqual({ card: approved, found: false, listed: approved })
    expect(await versions()).toEqual(before)
    const [row] = await api.db.select({ searchText: ambassadors.searchText }).from(ambassadors).where(eq(ambassadors.id, alice.id))
    expect(row?.searchText).not.toContain('zebrafish')

    // A second edit replaces what waits (one revision per ambassador).
    await save(tokens.alice, profileOf('Ask me about zebrafish labs', { interests: ['sports', 'housing'] }))
    const waiting = (await queue()).nodes.filter((n) => n.ambassador.id === alice.id)
    expect(waiting).toHaveLength(1)
    expect(waiting[0]?.current.headline).toBe(approved)
    expect(waiting[0]?.proposed).toMatchObject({ headline: 'Ask me about zebrafish labs', bioEn: 'I study engineering in Paris.' })
    expect(waiting[0]?.changes.find((c) => c.field === 'headline')).toEqual({ field: 'headline', before: approved, after: 'Ask me about zebrafish labs' })
    expect(waiting[0]?.changes.find((c) => c.field === 'interests')?.after).toMatch(/, /)
  })

  it('is public once staff approve it (card, directory, search), audited, with one public change', async () => {
    const revision = (await me(tokens.alice)).pendingProfileChange
    expect(revision).not.toBeNull()
    const before = await versions()
    expect(errorCode(await api.gql('mutation($id: ID!) { approveProfileRevision(revisionId: $id) { status } }', { id: revision?.id }, { token: tokens.alice }))).toBe('FORBIDDEN')
    expect(await approve(revision?.id ?? '')).toEqual({ revisionId: revision?.id, status: 'APPROVED', fieldErrors: [] })
    expect(await publicReads(alice.id, 'zebrafish')).toEqual({ card: 'Ask me about zebrafish labs', found: true, listed: 'Ask me about zebrafish labs' })
    const after = await versions()
    expect(after.directory).toBeGreaterThan(before.directory)
    expect(after.publicChanges).toBe(before.publicChanges + 1)
    expect((await me(tokens.alice)).pendingProfileChange).toBeNull()
    const [entry] = await audits('profile.approve')
    expect(entry).toMatchObject({ actorEmail: EDITOR_EMAIL, target: alice.id })
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ revision: revision?.id, fields: ['headline', 'bioEn', 'bioFr', 'interests'] })
    // Decided: nothing waits under that id any more.
    expect((await approve(revision?.id ?? '')).fieldErrors).toEqual([{ field: 'revisionId', code: 'NOT_FOUND' }])
  })

  it('rejected: stays off the public pages, and the ambassador is e-mailed the reason in their language', async () => {
    await api.db.update(ambassadors).set({ locale: 'fr' }).where(eq(ambassadors.id, alice.id))
    await save(tokens.alice, profileOf('Ask me about quokka spotting'))
    const id = (await me(tokens.alice)).pendingProfileChange?.id ?? ''
    expect((await reject(id, '   ')).fieldErrors).toEqual([{ field: 'reason', code: 'REQUIRED' }])
    expect((await reject(id, 'x'.repeat(501))).fieldErrors).toEqual([{ field: 'reason', code: 'MAX' }])
    expect(await reject(id, 'Please keep the headline about your studies.')).toMatchObject({ status: 'REJECTED', fieldErrors: [] })
    expect(await publicReads(alice.id, 'quokka')).toMatchObject({ card: 'Ask me about zebrafish labs', found: false })
    expect((await me(tokens.alice)).pendingProfileChange).toBeNull()
    const [mail] = (await mailsOf('profile_change_rejected')).filter((m) => m.toEmail === alice.email)
    expect(mail?.subject).toBe("Votre modification de profil n'a pas été approuvée")
    expect(mail?.bodyText).toContain('Please keep the headline about your studies.')
    expect(mail?.bodyText).toContain('http://portal.test/fr/ambassadors')
    const [entry] = await audits('profile.reject')
    expect(entry).toMatchObject({ actorEmail: EDITOR_EMAIL, target: alice.id })
    // The reason is the staff's words to the ambassador: not in the append-only log.
    expect(JSON.stringify(entry)).not.toContain('Please keep')
  })

  it('can be withdrawn by the ambassador; editing back to the approved profile withdraws it too', async () => {
    await save(tokens.alice, profileOf('Ask me about otters'))
    const withdrawn = ok(
      await api.gql<{ withdrawProfileChange: { me: Me } }>(`mutation { withdrawProfileChange { me { ${ME_FIELDS} } fieldErrors { code } } }`, {}, { token: tokens.alice }),
    )
    expect(withdrawn.withdrawProfileChange.me.pendingProfileChange).toBeNull()
    expect((await queue()).nodes.some((n) => n.ambassador.id === alice.id)).toBe(false)
    expect((await publicReads(alice.id, 'otters')).found).toBe(false)

    await save(tokens.alice, profileOf('Ask me about beavers'))
    expect((await me(tokens.alice)).pendingProfileChange).not.toBeNull()
    await save(tokens.alice, profileOf('Ask me about zebrafish labs', { interests: ['sports', 'housing'] }))
    expect((await me(tokens.alice)).pendingProfileChange).toBeNull()
  })
})

describe('staff are told', () => {
  it('by e-mail when the queue starts to hold something, then in the digest', async () => {
    const mailed = async () => (await mailsOf('profile_review_waiting')).length
    const start = await mailed()
    await save(tokens.bruno, profileOf('Ask me about jazz clubs', { city: 'Montreal', interests: ['music'] }))
    const first = await mailed()
    expect(first).toBeGreaterThan(start)
    // Bruno's change still waits: Chihiro's is folded into the digest.
    await save(tokens.chihiro, profileOf('Ask me about tea ceremonies', { city: 'Tokyo', interests: [] }))
    expect(await mailed()).toBe(first)
    const section = await api.db.transaction((tx) => profileReviewsSection(tx, orgId, new Date()))
    expect(section).toMatchObject({ kind: 'profile_reviews', changes: 2 })
    for (const node of (await queue()).nodes) expect(await approve(node.id)).toMatchObject({ status: 'APPROVED' })
    const after = await api.db.transaction((tx) => profileReviewsSection(tx, orgId, new Date()))
    expect(after === null || after.changes === 0).toBe(true)
  })

  it('only staff read the queue', async () => {
    expect(errorCode(await api.gql('{ pendingProfileRevisions { totalCount } }', {}, { token: tokens.alice }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql('{ pendingProfileRevisions { totalCount } }'))).toBe('UNAUTHENTICATED')
  })
})

describe('with approval off', () => {
  it('the setting is audited, and a change is public at once as before', async () => {
    expect(await setApproval(false)).toEqual({ organization: { requireProfileApproval: false }, fieldErrors: [] })
    const [entry] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'organization.update'), eq(auditEntries.target, 'requireProfileApproval')))
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({ requireProfileApproval: true })
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ requireProfileApproval: false })
    const before = await versions()
    const saved = await save(tokens.chihiro, profileOf('Ask me about origami', { city: 'Kyoto', interests: [] }))
    expect(saved.me?.ambassador.headline).toBe('Ask me about origami')
    expect(saved.me?.pendingProfileChange).toBeNull()
    expect(await publicReads(chihiro.id, 'origami')).toEqual({ card: 'Ask me about origami', found: true, listed: 'Ask me about origami' })
    expect((await versions()).publicChanges).toBe(before.publicChanges + 1)
    await setApproval(true)
  })
})
