// Issue 15, finding 8: joinCommunity tells nobody who is a member; membership and marketing opt-in start only from the e-mailed link (double opt-in).
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communities, communityJoinRequests, communityJoins, notifications, organizations } from '../../server/db/schema'
import { seedScale } from '../../server/demo/seed'
import { latestJoinConfirmToken } from '../../server/testing/outbox'
import { freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string; message: string }[]
type Joined = { joinCommunity: { community: { slug: string; ambassadorCount: number } | null; alreadyMember: boolean; fieldErrors: FieldErrors } }
type Confirmed = { confirmCommunityJoin: { community: { slug: string } | null; fieldErrors: FieldErrors } }
const JOIN = 'mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { community { slug ambassadorCount } alreadyMember fieldErrors { field code message } } }'
const CONFIRM = 'mutation($t: String!, $l: Locale) { confirmCommunityJoin(token: $t, locale: $l) { community { slug } fieldErrors { field code message } } }'

const communityId = async (slug: string): Promise<string> =>
  (
    await api.db
      .select({ id: communities.id })
      .from(communities)
      .innerJoin(organizations, eq(organizations.id, communities.orgId))
      .where(and(eq(communities.slug, slug), eq(organizations.slug, 'demo')))
  )[0]?.id ?? ''
const join = async (slug: string, email: string, marketingOptIn = false) =>
  api.gql<Joined>(JOIN, { input: { communityId: await communityId(slug), email, consent: true, marketingOptIn, idempotencyKey: idempotencyKey() } }, { ip: freshIp() })
const membership = async (slug: string, email: string) =>
  api.db
    .select()
    .from(communityJoins)
    .where(and(eq(communityJoins.communityId, await communityId(slug)), eq(communityJoins.email, email)))
const mailsTo = async (email: string) => api.db.select().from(notifications).where(eq(notifications.toEmail, email))

describe('finding 8: joinCommunity reveals nothing, and joining takes a confirmation from the e-mail', () => {
  it('answers a member exactly like a newcomer, and e-mails both the same confirmation', async () => {
    const member = 'already-in@example.com'
    const newcomer = 'new-here@example.com'
    ok(await join('francophone', member))
    ok(await api.gql<Confirmed>(CONFIRM, { t: await latestJoinConfirmToken(api.db, member) }))
    expect(await membership('francophone', member)).toHaveLength(1)

    const answers = [ok(await join('francophone', member)), ok(await join('francophone', newcomer))]
    expect(answers[0]).toEqual({ joinCommunity: { community: { slug: 'francophone', ambassadorCount: expect.any(Number) as number }, alreadyMember: false, fieldErrors: [] } })
    expect(answers[1]).toEqual(answers[0])
    const [memberMail] = (await mailsTo(member)).slice(-1)
    const [newcomerMail] = await mailsTo(newcomer)
    expect(newcomerMail?.kind).toBe('community_join_confirm')
    expect(memberMail?.subject).toBe(newcomerMail?.subject)
    expect(memberMail?.bodyText.replace(/(?:cj|gl)_[\w-]+/g, 'TOKEN')).toBe(newcomerMail?.bodyText.replace(/(?:cj|gl)_[\w-]+/g, 'TOKEN'))
  })

  it('adds no member and no marketing opt-in until the link is followed; confirming twice is harmless', async () => {
    const email = 'opt-in@example.com'
    ok(await join('campus-life', email, true))
    expect(await membership('campus-life', email)).toEqual([])
    const mail = (await mailsTo(email))[0]
    expect(mail?.bodyText).toContain('/matchCommunity?confirm=cj_')
    const token = await latestJoinConfirmToken(api.db, email)
    const confirmed = ok(await api.gql<Confirmed>(CONFIRM, { t: token })).confirmCommunityJoin
    expect(confirmed).toEqual({ community: { slug: 'campus-life' }, fieldErrors: [] })
    expect(ok(await api.gql<Confirmed>(CONFIRM, { t: token })).confirmCommunityJoin).toEqual(confirmed)
    const rows = await membership('campus-life', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.marketingOptIn).toBe(true)
  })

  it('the latest confirmed choice about marketing wins', async () => {
    const email = 'changed-mind@example.com'
    ok(await join('entrepreneurs', email, true))
    ok(await api.gql<Confirmed>(CONFIRM, { t: await latestJoinConfirmToken(api.db, email) }))
    ok(await join('entrepreneurs', email, false))
    // Until confirmed, the new choice changes nothing.
    expect((await membership('entrepreneurs', email))[0]?.marketingOptIn).toBe(true)
    ok(await api.gql<Confirmed>(CONFIRM, { t: await latestJoinConfirmToken(api.db, email) }))
    expect((await membership('entrepreneurs', email))[0]?.marketingOptIn).toBe(false)
  })

  it('an unknown, malformed or expired link is JOIN_LINK_EXPIRED on the token, in the asked language, and joins no one', async () => {
    const email = 'too-late@example.com'
    ok(await join('graduate-research', email))
    const token = await latestJoinConfirmToken(api.db, email)
    await api.db
      .update(communityJoinRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(communityJoinRequests.email, email))
    for (const t of [token, `cj_${'x'.repeat(43)}`, 'not-a-token']) {
      const answer = ok(await api.gql<Confirmed>(CONFIRM, { t, l: 'fr' })).confirmCommunityJoin
      expect(answer.community).toBeNull()
      expect(answer.fieldErrors).toEqual([{ field: 'token', code: 'JOIN_LINK_EXPIRED', message: expect.stringContaining('Ce lien de confirmation a expiré') as string }])
    }
    expect(await membership('graduate-research', email)).toEqual([])
  })

  it('a link works only in its own organization', async () => {
    await seedScale(api.db, 3)
    const email = 'elsewhere@example.com'
    ok(await join('international', email))
    const answer = ok(await api.gql<Confirmed>(CONFIRM, { t: await latestJoinConfirmToken(api.db, email) }, { org: 'scale' })).confirmCommunityJoin
    expect(answer.fieldErrors[0]?.code).toBe('JOIN_LINK_EXPIRED')
    expect(await membership('international', email)).toEqual([])
  })
})
