import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, organizations } from '../../server/db/schema'
import { alice, signInAs } from './helpers/fixtures'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

// The public catalogue is served from the response cache; a write through the
// API makes the next read fresh; private queries are never shared.
// A direct database write (bypassing the API) shows what the cache serves.

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ responseCache: true })
  // This file is about the cache: the organization publishes profile changes at once (review: profile-review.test.ts).
  await api.db.update(organizations).set({ requireProfileApproval: false })
})
afterAll(async () => {
  await api?.close()
})

const CARD = 'query Card($id: ID!) { ambassador(id: $id) { id headline } }'
type Card = { ambassador: { id: string; headline: string } }
const headlineOf = async (locale = 'en'): Promise<string> => ok(await api.gql<Card>(CARD, { id: alice.id }, { headers: { 'accept-language': locale } })).ambassador.headline

async function writeHeadlineBehindTheApi(headline: string): Promise<void> {
  await api.db.update(ambassadors).set({ headline }).where(eq(ambassadors.id, alice.id))
}

describe('response cache', () => {
  it('serves a repeated public query from memory, then fresh data after a write through the API', async () => {
    const before = await headlineOf()
    await writeHeadlineBehindTheApi('Written behind the API')
    // Cached: the direct write is not seen yet.
    expect(await headlineOf()).toBe(before)

    const token = await signInAs(api, alice.email)
    const profile = ok(
      await api.gql<{ updateProfile: { fieldErrors: unknown[] } }>(
        `mutation($input: ProfileInput!) { updateProfile(input: $input) { fieldErrors { field code } } }`,
        {
          input: {
            headline: 'Updated through the API',
            bioEn: 'Hello, I study engineering in Paris.',
            bioFr: 'Bonjour, j’étudie l’ingénierie à Paris.',
            languages: ['fr', 'en'],
            interests: ['sports'],
            city: 'Paris',
          },
        },
        { token },
      ),
    )
    expect(profile.updateProfile.fieldErrors).toEqual([])
    expect(await headlineOf()).toBe('Updated through the API')
  })

  it('is not flushed by mutations that change nothing visitors read', async () => {
    const en = await headlineOf('en')
    await headlineOf('fr')
    await writeHeadlineBehindTheApi('Second write behind the API')
    // A visitor session and an analytics event change nothing visitors read: still cached.
    ok(await api.gql('mutation { startVisitorSession { token } }'))
    expect(await headlineOf('en')).toBe(en)
    expect(await headlineOf('fr')).toBe(en)
  })

  it('never caches a query that reads the caller (me)', async () => {
    const token = await signInAs(api, alice.email)
    const me = 'query Me { me { ambassador { headline } } }'
    const first = ok(await api.gql<{ me: { ambassador: { headline: string } } }>(me, {}, { token })).me.ambassador.headline
    await writeHeadlineBehindTheApi(`${first} (changed)`)
    const second = ok(await api.gql<{ me: { ambassador: { headline: string } } }>(me, {}, { token })).me.ambassador.headline
    expect(second).toBe(`${first} (changed)`)
    // And without the token the same document is refused, not answered from someone's cache.
    const anonymous = await api.gql(me)
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })
})
