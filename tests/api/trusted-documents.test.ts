// Issue 15, finding 2 (its optional part): with GRAPHQL_TRUSTED_DOCUMENTS=1 the API runs only the operations the front end was built with.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequest, formatDocument, stringifyDocument } from '@urql/core'
import type { DocumentNode } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectTrustedDocuments } from '../../scripts/build/trusted-documents'
import { startServer } from '../../server/app'
import { GRAPHQL_PATH } from '../../src/contract/graphql-endpoint'
import { TrackEvents } from '../../src/features/analytics/track'
import { CommunityGroupsQuery } from '../../src/features/community/community-queries'
import { OrganizationQuery } from '../../src/features/organization/organization-query'
import { StartVisitorSession } from '../../src/graphql/auth'
import { errorCode, gqlRequest, idempotencyKey, startTestApi, testEnv } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

const DIR = join(new URL('../..', import.meta.url).pathname, '.test-data', `trusted-documents-${process.pid}`)
const MANIFEST = join(DIR, 'trusted-documents.json')

let api: TestApi
let endpoint: string
beforeAll(async () => {
  mkdirSync(DIR, { recursive: true })
  writeFileSync(MANIFEST, JSON.stringify(await collectTrustedDocuments()))
  api = await startTestApi()
  const trusted = await api.startAnother({ trustedDocumentsFile: MANIFEST })
  endpoint = `http://127.0.0.1:${trusted.port}${GRAPHQL_PATH}`
}, 120_000)
afterAll(async () => {
  await api?.close()
  rmSync(DIR, { recursive: true, force: true })
})

/** The query text urql's client sends for a document (its cache exchange adds `__typename` everywhere). */
const asUrqlSends = (document: DocumentNode): string => stringifyDocument(formatDocument(createRequest(document, {}).query))

describe('trusted documents (GRAPHQL_TRUSTED_DOCUMENTS=1)', () => {
  it("accepts the front end's own operations exactly as its client sends them", async () => {
    const organization = await gqlRequest<{ organization: { slug: string } }>(endpoint, asUrqlSends(OrganizationQuery), { locale: 'fr' })
    expect(organization.errors).toBeUndefined()
    expect(organization.data.organization.slug).toBe('demo')
    const groups = await gqlRequest<{ communities: unknown[] }>(endpoint, asUrqlSends(CommunityGroupsQuery), { locale: 'en' })
    expect(groups.errors).toBeUndefined()
    expect(groups.data.communities.length).toBeGreaterThan(0)
    const session = await gqlRequest<{ startVisitorSession: { token: string } }>(endpoint, asUrqlSends(StartVisitorSession))
    expect(session.data.startVisitorSession.token).toMatch(/^vs_/)
    // The analytics beacon sends the bare document, without urql's `__typename`s.
    const beacon = await gqlRequest<{ trackEvents: { accepted: number } }>(endpoint, stringifyDocument(TrackEvents), {
      events: [{ name: 'page_view' }],
      idempotencyKey: idempotencyKey(),
    })
    expect(beacon.errors).toBeUndefined()
  })

  it('refuses any other document before running it, even a front-end query with one field more', async () => {
    const organizationPlusOne = asUrqlSends(OrganizationQuery).replace('slug', 'slug id')
    for (const query of ['{ __typename }', '{ communities { id ambassadors(first: 50) { id } } }', organizationPlusOne, 'mutation { startVisitorSession { token } }']) {
      const refused = await gqlRequest<unknown>(endpoint, query, { locale: 'en' })
      expect(errorCode(refused), query).toBe('UNTRUSTED_DOCUMENT')
      expect(refused.data ?? null).toBeNull()
    }
  })

  it('is off unless asked for: the same arbitrary document runs on the default API', async () => {
    const answer = await api.gql<{ __typename: string }>('{ __typename }')
    expect(answer.data.__typename).toBe('Query')
  })

  it('will not start without its manifest, and says how to make one', async () => {
    await expect(
      startServer({
        env: testEnv({ trustedDocumentsFile: join(DIR, 'missing.json') }),
        database: api.database,
        port: 0,
        host: '127.0.0.1',
        apiOnly: true,
        mailer: null,
        seed: false,
        quiet: true,
      }),
    ).rejects.toThrow(/npm run trusted-documents/)
  })
})
