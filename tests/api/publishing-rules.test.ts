/**
 * Issue 16, item 6: `publication` and `publishSite` by caller, idempotency
 * and the audit entry, and the public changes that make a publish pending.
 * This API serves no site and has no PUBLISH_COMMAND or webhook, so a job
 * it starts fails at once with NOT_CONFIGURED (publishing-site.test.ts and
 * publishing-targets.test.ts run real jobs).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, organizations } from '../../server/db/schema'
import { alice, ASK, EDITOR_EMAIL, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { finished, PUBLICATION_FIELDS, publicationOf, waitForPublication } from './helpers/publishing'
import type { PublicationData } from './helpers/publishing'
import { errorCode, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
const tokens = { visitor: '', ambassador: '', editor: '', owner: '' }
let orgId = ''
beforeAll(async () => {
  api = await startTestApi()
  tokens.visitor = await visitorToken(api)
  tokens.ambassador = await signInAs(api, alice.email)
  tokens.editor = await signInAsStaff(api, EDITOR_EMAIL)
  tokens.owner = await signInAsStaff(api, OWNER_EMAIL)
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
  orgId = org?.id ?? ''
})
afterAll(async () => {
  await api?.close()
})

const PUBLICATION = `{ publication { ${PUBLICATION_FIELDS} } }`
const PUBLISH = `mutation($k: String!) { publishSite(idempotencyKey: $k) { ${PUBLICATION_FIELDS} } }`
const publishAs = (token: string | undefined, key = idempotencyKey()) => api.gql<{ publishSite: PublicationData }>(PUBLISH, { k: key }, { token })
const pending = async (): Promise<number> => (await publicationOf(api.server, tokens.owner)).pendingChanges
/** The audit entries of a kind: who asked to publish (`site.publishStart`), then each job's outcome. */
const publishAudits = async (kind = 'site.publishStart') =>
  api.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.orgId, orgId), eq(auditEntries.kind, kind)))

describe('who may read and publish', () => {
  it('publication: UNAUTHENTICATED without a token, FORBIDDEN for visitor and ambassador tokens, open to editors and owners', async () => {
    expect(errorCode(await api.gql(PUBLICATION))).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql(PUBLICATION, {}, { token: tokens.visitor }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql(PUBLICATION, {}, { token: tokens.ambassador }))).toBe('FORBIDDEN')
    for (const token of [tokens.editor, tokens.owner]) {
      const publication = ok(await api.gql<{ publication: PublicationData }>(PUBLICATION, {}, { token })).publication
      expect(publication.job.state).toMatch(/^(IDLE|FAILED|SUCCEEDED)$/)
    }
  })

  it('publishSite: UNAUTHENTICATED without a token, FORBIDDEN for visitor and ambassador tokens, and starts nothing for them', async () => {
    const before = (await publishAudits()).length
    expect(errorCode(await publishAs(undefined))).toBe('UNAUTHENTICATED')
    expect(errorCode(await publishAs(tokens.visitor))).toBe('FORBIDDEN')
    expect(errorCode(await publishAs(tokens.ambassador))).toBe('FORBIDDEN')
    expect((await publishAudits()).length).toBe(before)
  })

  it('publishSite: an editor and an owner publish, each recorded in the audit log, and the failed job as a failure (issue 34)', async () => {
    for (const [token, email] of [
      [tokens.editor, EDITOR_EMAIL],
      [tokens.owner, OWNER_EMAIL],
    ] as const) {
      const before = (await publishAudits()).length
      const started = ok(await publishAs(token)).publishSite
      expect(started.job.state).toMatch(/^(RUNNING|FAILED)$/)
      // Without a site, a command or a webhook the job cannot publish, and says so.
      const outcome = await waitForPublication(api.server, token, finished)
      expect(outcome.job).toMatchObject({ state: 'FAILED', errorCode: 'NOT_CONFIGURED' })
      expect(outcome.job.error).toMatch(/PUBLISH_COMMAND or PUBLISH_WEBHOOK_URL/)
      const audits = await publishAudits()
      expect(audits.length).toBe(before + 1)
      expect(audits.at(-1)).toMatchObject({ actorEmail: email, kind: 'site.publishStart' })
      const buildId = audits.at(-1)?.target
      expect(buildId).toMatch(/^\d{8}T\d{6}-[0-9a-f]{6}$/)
      const failures = (await publishAudits('site.publishFail')).filter((a) => a.target === buildId)
      expect(failures).toHaveLength(1)
      expect(failures[0]).toMatchObject({ actorEmail: email })
      expect(JSON.parse(failures[0]?.after ?? '{}')).toEqual({ buildId, reason: 'notConfigured' })
      expect((await publishAudits('site.publish')).filter((a) => a.target === buildId)).toEqual([])
    }
  })
})

describe('idempotency', () => {
  it('the same key twice starts one job; another member or a malformed key is refused', async () => {
    const key = idempotencyKey()
    const before = (await publishAudits()).length
    ok(await publishAs(tokens.owner, key))
    await waitForPublication(api.server, tokens.owner, finished)
    const replay = ok(await publishAs(tokens.owner, key)).publishSite
    expect(replay.job.state).toBe('FAILED')
    expect((await publishAudits()).length).toBe(before + 1)
    expect(errorCode(await publishAs(tokens.editor, key))).toBe('BAD_USER_INPUT')
    expect(errorCode(await publishAs(tokens.owner, 'short'))).toBe('BAD_USER_INPUT')
    expect((await publishAudits()).length).toBe(before + 1)
  })
})

describe('public changes wait for the next publish', () => {
  const PROFILE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { fieldErrors { code } } }'
  const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { fieldErrors { code } } }'
  const SET_PUBLISHED = 'mutation($q: ID!, $p: Boolean!) { setQuestionPublished(questionId: $q, published: $p) { fieldErrors { code } } }'

  it("an ambassador's profile edit counts none while it waits for review, one once staff approve it", async () => {
    const before = await pending()
    const input = { headline: 'Ask me about campus life', bioEn: 'Hello.', bioFr: 'Bonjour.', languages: ['en'], interests: [], city: 'Paris' }
    expect(ok(await api.gql<{ updateProfile: { fieldErrors: unknown[] } }>(PROFILE, { input }, { token: tokens.ambassador })).updateProfile.fieldErrors).toEqual([])
    expect(await pending()).toBe(before)
    const waiting = ok(await api.gql<{ pendingProfileRevisions: { nodes: { id: string }[] } }>('{ pendingProfileRevisions { nodes { id } } }', {}, { token: tokens.editor }))
    const id = waiting.pendingProfileRevisions.nodes[0]?.id
    ok(await api.gql('mutation($id: ID!) { approveProfileRevision(revisionId: $id) { status } }', { id }, { token: tokens.editor }))
    expect(await pending()).toBe(before + 1)
  })

  it('answering counts one (public answer counts), and publishing or unpublishing the Q&A one more each; a no-op counts none', async () => {
    const asked = ok(
      await api.gql<{ askQuestion: { thread: { id: string } } }>(
        ASK,
        { input: questionInput({ ambassadorId: alice.id, topic: 'Publishing' }) },
        { token: await visitorToken(api) },
      ),
    )
    const questionId = asked.askQuestion.thread.id
    const before = await pending()
    ok(await api.gql(ANSWER, { input: { questionId, body: 'Yes, every year.', idempotencyKey: idempotencyKey() } }, { token: tokens.ambassador }))
    expect(await pending()).toBe(before + 1)
    ok(await api.gql(SET_PUBLISHED, { q: questionId, p: true }, { token: tokens.ambassador }))
    expect(await pending()).toBe(before + 2)
    ok(await api.gql(SET_PUBLISHED, { q: questionId, p: true }, { token: tokens.ambassador }))
    expect(await pending()).toBe(before + 2)
    ok(await api.gql(SET_PUBLISHED, { q: questionId, p: false }, { token: tokens.ambassador }))
    expect(await pending()).toBe(before + 3)
  })
})
