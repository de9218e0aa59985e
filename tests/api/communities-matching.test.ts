import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communityJoins, notifications } from '../../server/db/schema'
import { latestJoinConfirmToken } from '../../server/testing/outbox'
import { alice, chihiro, dolores } from './helpers/fixtures'
import { freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type Community = { id: string; slug: string; name: string; description: string; ambassadorCount: number; ambassadors: { id: string }[]; publishedQuestions: { id: string }[] }
const COMMUNITY_FIELDS = 'id slug name(locale: fr) description ambassadorCount ambassadors(first: 5) { id } publishedQuestions(first: 3) { id }'
const JOIN = 'mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { community { slug } alreadyMember fieldErrors { field code } } }'
const MATCH = `query($input: MatchInput!) { match(input: $input) {
  ambassadors { score ambassador { id firstName } reasons { code value label label_fr: label(locale: fr) } }
  community { score community { slug } reasons { code value label } } } }`
type Match = {
  match: {
    ambassadors: { score: number; ambassador: { id: string }; reasons: { code: string; value: string | null; label: string | null; label_fr: string | null }[] }[]
    community: { score: number; community: { slug: string }; reasons: { code: string }[] } | null
  }
}

describe('communities', () => {
  it('lists the six groups in order, with members and published Q&A', async () => {
    const list = ok(await api.gql<{ communities: Community[] }>(`{ communities { ${COMMUNITY_FIELDS} } }`)).communities
    expect(list.map((c) => c.slug)).toEqual(['international', 'women-in-tech', 'graduate-research', 'francophone', 'entrepreneurs', 'campus-life'])
    for (const c of list) {
      expect(c.ambassadorCount).toBeGreaterThan(0)
      expect(c.ambassadors.length).toBeGreaterThan(0)
    }
    expect(list[3]?.name).toBe('Communauté francophone')
  })
  it('finds one group by slug or id; unknown → null', async () => {
    const bySlug = ok(await api.gql<{ community: Community }>(`{ community(slug: "francophone") { ${COMMUNITY_FIELDS} } }`)).community
    const byId = ok(await api.gql<{ community: Community }>(`query($id: ID) { community(id: $id) { slug } }`, { id: bySlug.id })).community
    expect(byId.slug).toBe('francophone')
    expect(ok(await api.gql('{ community(slug: "nope") { id } }')).community).toBeNull()
    expect(ok(await api.gql('{ community(id: "nope") { id } }')).community).toBeNull()
    const filtered = ok(
      await api.gql<{ ambassadors: { totalCount: number } }>('query($c: ID) { ambassadors(filter: { communityId: $c }) { totalCount } }', { c: bySlug.id }),
    ).ambassadors
    expect(filtered.totalCount).toBe(bySlug.ambassadorCount)
  })
  it('joins with email + consent after confirming from the e-mail, idempotently (one e-mail per request)', async () => {
    const { community } = ok(await api.gql<{ community: Community }>('{ community(slug: "entrepreneurs") { id } }'))
    const input = { communityId: community.id, email: 'Joiner@Example.com', consent: true, marketingOptIn: true, idempotencyKey: idempotencyKey() }
    const ip = freshIp()
    const first = ok(await api.gql<{ joinCommunity: { community: { slug: string }; alreadyMember: boolean; fieldErrors: unknown[] } }>(JOIN, { input }, { ip })).joinCommunity
    expect(first).toEqual({ community: { slug: 'entrepreneurs' }, alreadyMember: false, fieldErrors: [] })
    const replay = ok(await api.gql<{ joinCommunity: { alreadyMember: boolean } }>(JOIN, { input }, { ip })).joinCommunity
    expect(replay.alreadyMember).toBe(false)
    expect((await api.db.select().from(notifications).where(eq(notifications.toEmail, 'joiner@example.com'))).length).toBe(1)
    const token = await latestJoinConfirmToken(api.db, 'joiner@example.com')
    ok(await api.gql('mutation($t: String!) { confirmCommunityJoin(token: $t) { community { slug } } }', { t: token }))
    const rows = await api.db.select().from(communityJoins).where(eq(communityJoins.email, 'joiner@example.com'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.marketingOptIn).toBe(true)
    const invalid = ok(
      await api.gql<{ joinCommunity: { fieldErrors: { field: string; code: string }[] } }>(JOIN, {
        input: { communityId: community.id, email: 'bad', consent: false, idempotencyKey: idempotencyKey() },
      }),
    ).joinCommunity
    expect(invalid.fieldErrors).toEqual([
      { field: 'email', code: 'EMAIL' },
      { field: 'consent', code: 'REQUIRED' },
    ])
    const unknown = ok(
      await api.gql<{ joinCommunity: { fieldErrors: { field: string; code: string }[] } }>(JOIN, {
        input: { ...input, communityId: '00000000-0000-4000-8000-000000000abc', idempotencyKey: idempotencyKey() },
      }),
    ).joinCommunity
    expect(unknown.fieldErrors).toEqual([{ field: 'communityId', code: 'NOT_FOUND' }])
  })
})

describe('match', () => {
  const visitor = {
    fields: ['engineering'],
    studyLevel: 'MASTER',
    country: 'FR',
    city: 'Paris',
    latitude: 48.85,
    longitude: 2.35,
    languages: ['fr', 'en'],
    interests: ['sports', 'entrepreneurship'],
    first: 10,
  }
  it('ranks the closest profile first with a 0–100 score and translated, structured reasons', async () => {
    const { match } = ok(await api.gql<Match>(MATCH, { input: visitor }))
    expect(match.ambassadors).toHaveLength(10)
    const best = match.ambassadors[0]
    expect(best?.ambassador.id).toBe(alice.id)
    expect(best?.score).toBeGreaterThanOrEqual(90)
    expect(best?.score).toBeLessThanOrEqual(100)
    expect(best?.reasons).toContainEqual({ code: 'SAME_FIELD', value: 'engineering', label: 'Engineering', label_fr: 'Ingénierie' })
    expect(best?.reasons).toContainEqual(expect.objectContaining({ code: 'SPEAKS_LANGUAGE', value: 'fr', label: 'French', label_fr: 'français' }))
    expect(best?.reasons.map((r) => r.code)).toContain('NEARBY')
    const scores = match.ambassadors.map((a) => a.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect(match.community?.community.slug).toBeTruthy()
  })
  it('is deterministic', async () => {
    const a = ok(await api.gql<Match>(MATCH, { input: visitor }))
    const b = ok(await api.gql<Match>(MATCH, { input: { ...visitor, interests: ['entrepreneurship', 'sports'] } }))
    expect(b).toEqual(a)
  })
  it('ranks ambassadors with no common language last and says so', async () => {
    const { match } = ok(await api.gql<Match>(MATCH, { input: { fields: ['computer-science'], studyLevel: 'PHD', languages: ['ja'], first: 50 } }))
    expect(match.ambassadors[0]?.ambassador.id).toBe(chihiro.id)
    const firstWithout = match.ambassadors.findIndex((a) => a.reasons.some((r) => r.code === 'NO_COMMON_LANGUAGE'))
    expect(firstWithout).toBeGreaterThan(0)
    expect(match.ambassadors.slice(firstWithout).every((a) => a.reasons.some((r) => r.code === 'NO_COMMON_LANGUAGE'))).toBe(true)
  })
  it('suggests the group that fits (international visitor → international group)', async () => {
    const { match } = ok(await api.gql<Match>(MATCH, { input: { country: 'BR', languages: ['pt'], interests: ['exchange', 'housing'] } }))
    expect(match.community?.community.slug).toBe('international')
    expect(match.community?.reasons.map((r) => r.code)).toContain('INTERNATIONAL')
    const spanish = ok(await api.gql<Match>(MATCH, { input: { fields: ['law'], languages: ['es'], studyLevel: 'ALUMNI', first: 1 } }))
    expect(spanish.match.ambassadors[0]?.ambassador.id).toBe(dolores.id)
  })
  it('rejects malformed input clearly', async () => {
    expect((await api.gql(MATCH, { input: { country: 'France' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect((await api.gql(MATCH, { input: { first: 51 } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
    expect((await api.gql(MATCH, { input: { latitude: 200, longitude: 0 } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })
})
