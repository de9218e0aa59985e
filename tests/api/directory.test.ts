import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alice, chihiro } from './helpers/fixtures'
import { errorCode, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

interface Node {
  id: string
  firstName: string
  answeredCount: number
  country: string
  languages: string[]
  studyLevel: string
  field: { key: string }
}
interface Page {
  ambassadors: { totalCount: number; nodes: Node[]; edges: { cursor: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } }
}
const LIST = `query($filter: AmbassadorFilter, $sort: AmbassadorSort, $first: Int, $after: String) {
  ambassadors(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount nodes { id firstName answeredCount country languages studyLevel field { key } } edges { cursor } pageInfo { endCursor hasNextPage }
  }
}`

describe('organization', () => {
  it('exposes the bilingual demo organization, its taxonomy and key figures', async () => {
    const data = ok(
      await api.gql<{ organization: Record<string, unknown> & { keyFigures: Record<string, number>; fields: unknown[] } }>(`{
      organization { slug nameEn: name nameFr: name(locale: fr) tagline taglineFr: tagline(locale: fr) logoUrl primaryColor country locales
        allowedEmbedOrigins mapsApiKey fields { key name(locale: fr) } interests { key }
        keyFigures { ambassadorCount countryCount questionsAnswered medianAnswerMinutes } } }`),
    )
    const org = data.organization
    expect(org).toMatchObject({
      slug: 'demo',
      nameEn: 'Horizon University',
      nameFr: 'Université Horizon',
      primaryColor: '#1d4ed8',
      locales: ['en', 'fr'],
      mapsApiKey: null,
      logoUrl: null,
    })
    expect(org.allowedEmbedOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:4173']))
    expect(org.keyFigures.ambassadorCount).toBe(150)
    expect(org.keyFigures.countryCount).toBeGreaterThan(20)
    expect(org.keyFigures.questionsAnswered).toBeGreaterThan(100)
    expect(org.keyFigures.medianAnswerMinutes).toBeGreaterThan(0)
    expect(org.fields).toContainEqual({ key: 'engineering', name: 'Ingénierie' })
  })
  it('picks the organization from X-Organization and rejects unknown ones clearly', async () => {
    expect(ok(await api.gql<{ organization: { slug: string } }>('{ organization { slug } }', {}, { org: 'demo' })).organization.slug).toBe('demo')
    const unknown = await api.gql('{ organization { slug } }', {}, { org: 'nope' })
    expect(errorCode(unknown)).toBe('ORGANIZATION_NOT_FOUND')
    expect(unknown.errors?.[0]?.message).toContain('nope')
    expect(unknown.data ?? null).toBeNull()
  })
})

describe('ambassadors directory', () => {
  it('pages through everyone with cursors, without gaps or repeats', async () => {
    const seen = new Set<string>()
    let after: string | null = null
    let pages = 0
    for (;;) {
      const page: Page = ok(await api.gql<Page>(LIST, { first: 40, after }))
      page.ambassadors.nodes.forEach((n) => seen.add(n.id))
      expect(page.ambassadors.totalCount).toBe(150)
      pages++
      if (!page.ambassadors.pageInfo.hasNextPage) break
      after = page.ambassadors.pageInfo.endCursor
    }
    expect(pages).toBe(4)
    expect(seen.size).toBe(150)
  })
  it('sorts by answered count by default, then by id', async () => {
    const nodes = ok(await api.gql<Page>(LIST, { first: 100 })).ambassadors.nodes
    for (let i = 1; i < nodes.length; i++) {
      const [a, b] = [nodes[i - 1] as Node, nodes[i] as Node]
      expect(a.answeredCount > b.answeredCount || (a.answeredCount === b.answeredCount && a.id < b.id)).toBe(true)
    }
  })
  it.each(['NAME', 'FASTEST_REPLY', 'RECENTLY_ACTIVE'])('pages consistently when sorted by %s', async (sort) => {
    const all = ok(await api.gql<Page>(LIST, { sort, first: 100 })).ambassadors.nodes.map((n) => n.id)
    const first = ok(await api.gql<Page>(LIST, { sort, first: 30 })).ambassadors
    const second = ok(await api.gql<Page>(LIST, { sort, first: 30, after: first.pageInfo.endCursor })).ambassadors
    expect([...first.nodes, ...second.nodes].map((n) => n.id)).toEqual(all.slice(0, 60))
    expect(first.edges.at(-1)?.cursor).toBe(first.pageInfo.endCursor)
  })
  it('filters by field, study level, country, language and interest (AND across, OR within)', async () => {
    const filter = { fields: ['engineering', 'computer-science'], languages: ['en'] }
    const page = ok(await api.gql<Page>(LIST, { filter, first: 100 })).ambassadors
    expect(page.totalCount).toBe(page.nodes.length)
    expect(page.nodes.length).toBeGreaterThan(3)
    for (const n of page.nodes) {
      expect(['engineering', 'computer-science']).toContain(n.field.key)
      expect(n.languages).toContain('en')
    }
    const japan = ok(await api.gql<Page>(LIST, { filter: { countries: ['jp'], studyLevels: ['PHD'] } })).ambassadors
    expect(japan.nodes.map((n) => n.id)).toContain(chihiro.id)
    expect(japan.nodes.every((n) => n.country === 'JP' && n.studyLevel === 'PHD')).toBe(true)
  })
  it('searches text without accents or case and limits to ids', async () => {
    const byText = ok(await api.gql<Page>(LIST, { filter: { text: 'ALICE ingenierie' } })).ambassadors.nodes.map((n) => n.id)
    expect(byText).toEqual([alice.id])
    const byIds = ok(await api.gql<Page>(LIST, { filter: { ids: [alice.id, chihiro.id, 'not-a-uuid'] } })).ambassadors
    expect(byIds.nodes.map((n) => n.id).sort()).toEqual([alice.id, chihiro.id].sort())
    expect(ok(await api.gql<Page>(LIST, { filter: { text: '100%_' } })).ambassadors.totalCount).toBe(0)
  })
  it('refuses pages over 100 and bad cursors with BAD_USER_INPUT', async () => {
    expect(errorCode(await api.gql(LIST, { first: 101 }))).toBe('BAD_USER_INPUT')
    expect(errorCode(await api.gql(LIST, { first: 0 }))).toBe('BAD_USER_INPUT')
    expect(errorCode(await api.gql(LIST, { after: 'garbage' }))).toBe('BAD_USER_INPUT')
    const cursor = ok(await api.gql<Page>(LIST, { first: 1 })).ambassadors.pageInfo.endCursor
    expect(errorCode(await api.gql(LIST, { sort: 'NAME', after: cursor }))).toBe('BAD_USER_INPUT')
  })
  it('offers facets with counts that match the filters', async () => {
    const data = ok(
      await api.gql<{
        directoryFacets: {
          fields: { term: { key: string }; count: number }[]
          countries: { code: string; name: string; count: number }[]
          languages: { code: string; name: string }[]
          studyLevels: { studyLevel: string }[]
          interests: unknown[]
        }
      }>(
        '{ directoryFacets { fields { term { key name } count } studyLevels { studyLevel count } countries { code name(locale: fr) count } languages { code name } interests { term { key } count } } }',
      ),
    )
    const f = data.directoryFacets
    const engineering = f.fields.find((x) => x.term.key === 'engineering')
    const filtered = ok(await api.gql<Page>(LIST, { filter: { fields: ['engineering'] } })).ambassadors.totalCount
    expect(engineering?.count).toBe(filtered)
    expect(f.countries.find((c) => c.code === 'DE')?.name).toBe('Allemagne')
    expect(f.languages.find((l) => l.code === 'fr')?.name).toBe('French')
    expect(f.studyLevels.map((s) => s.studyLevel).sort()).toEqual(['ALUMNI', 'BACHELOR', 'EXCHANGE', 'MASTER', 'PHD'])
  })
})

describe('one ambassador', () => {
  it('returns the public profile in the asked language, null for unknown or malformed ids', async () => {
    const q = `query($id: ID!) { ambassador(id: $id) { id firstName lastInitial photoUrl headline bio bioFr: bio(locale: fr) field { key name(locale: fr) }
      studyLevel languages country countryName(locale: fr) city latitude longitude interests { key name } answeredCount medianAnswerMinutes lastActiveAt
      meetingMinutes acceptsMeetings outOfOffice outOfOfficeDates timeZone communities { slug name } } }`
    const a = ok(await api.gql<{ ambassador: Record<string, unknown> }>(q, { id: alice.id })).ambassador
    expect(a).toMatchObject({
      id: alice.id,
      firstName: 'Alice',
      lastInitial: 'D.',
      photoUrl: null,
      field: { key: 'engineering', name: 'Ingénierie' },
      studyLevel: 'MASTER',
      country: 'FR',
      countryName: 'France',
      city: 'Paris',
      meetingMinutes: 30,
      acceptsMeetings: true,
      timeZone: 'Europe/Paris',
      outOfOffice: false,
    })
    expect(a.bio).not.toEqual(a.bioFr)
    expect(a).not.toHaveProperty('email')
    expect(ok(await api.gql(q, { id: '00000000-0000-4000-8000-00000000ffff' })).ambassador).toBeNull()
    expect(ok(await api.gql(q, { id: "'; drop table ambassadors; --" })).ambassador).toBeNull()
  })
  it('gives a listed ambassador every field exactly as the profile (a directory row carries only what lists show; the rest comes in one batch)', async () => {
    const fields = `id firstName lastInitial photoUrl headline headlineLanguage bio bioFr: bio(locale: fr) bioLanguage bioLanguageFr: bioLanguage(locale: fr)
      field { key name } studyLevel languages country countryName city latitude longitude interests { key name } answeredCount medianAnswerMinutes
      lastActiveAt former meetingMinutes acceptsMeetings outOfOffice outOfOfficeDates timeZone communities { slug }`
    type Page = { ambassadors: { nodes: Record<string, unknown>[]; pageInfo: { endCursor: string } } }
    // The unfiltered first page (a prepared statement read raw) and a later page (built per request).
    const first = ok(await api.gql<Page>(`{ ambassadors(first: 3, sort: NAME) { nodes { ${fields} } pageInfo { endCursor } } }`)).ambassadors
    const later = ok(
      await api.gql<Page>(`query($after: String) { ambassadors(first: 50, sort: NAME, after: $after) { nodes { ${fields} } pageInfo { endCursor } } }`, {
        after: first.pageInfo.endCursor,
      }),
    ).ambassadors
    const listed = [...first.nodes, ...later.nodes]
    expect(first.nodes).toHaveLength(3)
    expect(later.nodes.length).toBeGreaterThan(0)
    for (const node of listed) {
      const profile = ok(await api.gql<{ ambassador: Record<string, unknown> }>(`query($id: ID!) { ambassador(id: $id) { ${fields} } }`, { id: node.id })).ambassador
      expect(node).toEqual(profile)
    }
    const alice = listed.find((n) => n.firstName === 'Alice')
    expect(alice).toMatchObject({ meetingMinutes: 30, former: false })
    expect((alice?.interests as unknown[] | undefined)?.length).toBeGreaterThan(0)
    expect(listed.every((n) => typeof n.bio === 'string' && n.bio.length > 0)).toBe(true)
  })
  it('never exposes private fields (email, last name) on the public type', async () => {
    const r = await api.gql('query($id: ID!) { ambassador(id: $id) { email } }', { id: alice.id })
    expect([200, 400]).toContain(r.status)
    expect(r.errors?.[0]?.message).toMatch(/Cannot query field "email"/)
    expect(r.errors?.[0]?.message).not.toMatch(/Did you mean/)
  })
})
