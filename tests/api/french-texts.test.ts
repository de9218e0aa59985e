/**
 * Issue 34, item 5: every public ambassador text has a French field, the
 * headline included. The French headline is seeded for the demo, edited like
 * the other texts (screened by the safeguarding rules, waiting for review),
 * searched, and shown on French pages with the English one as the fallback;
 * staff see which active ambassadors lack a language, with counts.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors } from '../../server/db/schema'
import { alice, bruno, chihiro, EDITOR_EMAIL, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { errorCode, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
const tokens = { bruno: '', owner: '', editor: '' }
beforeAll(async () => {
  api = await startTestApi()
  tokens.bruno = await signInAs(api, bruno.email)
  tokens.owner = await signInAsStaff(api, OWNER_EMAIL)
  tokens.editor = await signInAsStaff(api, EDITOR_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string }[]
type Headlines = { en: string; fr: string; frLanguage: string; enLanguage: string }
const headlinesOf = async (id: string): Promise<Headlines | null> =>
  ok(
    await api.gql<{ ambassador: Headlines | null }>(
      'query($id: ID!) { ambassador(id: $id) { en: headline(locale: en) fr: headline(locale: fr) enLanguage: headlineLanguage(locale: en) frLanguage: headlineLanguage(locale: fr) } }',
      { id },
    ),
  ).ambassador

type Missing = {
  activeCount: number
  missingFrenchCount: number
  missingEnglishCount: number
  ambassadors: { ambassadorId: string; email: string; missing: string[] }[]
}
const MISSING = '{ missingTranslations { activeCount missingFrenchCount missingEnglishCount ambassadors { ambassadorId email missing } } }'
const missingAs = async (token: string) => ok(await api.gql<{ missingTranslations: Missing }>(MISSING, {}, { token })).missingTranslations

const profileOf = (over: Record<string, unknown>) => ({
  headline: 'Engineering student, happy to help',
  bioEn: 'I study engineering in Paris.',
  bioFr: "J'étudie l'ingénierie à Paris.",
  languages: ['fr', 'en'],
  interests: ['sports'],
  city: 'Paris',
  ...over,
})
const save = async (input: Record<string, unknown>) =>
  ok(
    await api.gql<{ updateProfile: { me: { pendingProfileChange: { id: string; changes: { field: string; after: string }[] } | null } | null; fieldErrors: FieldErrors } }>(
      'mutation($i: ProfileInput!) { updateProfile(input: $i) { me { pendingProfileChange { id changes { field after } } } fieldErrors { field code } } }',
      { i: input },
      { token: tokens.bruno },
    ),
  ).updateProfile

describe('French public texts', () => {
  it('seeds a French headline for every demo ambassador: French pages show it, English pages the English one', async () => {
    const headlines = await headlinesOf(alice.id)
    expect(headlines?.fr).not.toBe('')
    expect(headlines?.fr).not.toBe(headlines?.en)
    expect(headlines?.frLanguage).toBe('fr')
    const [row] = await api.db.select({ headline: ambassadors.headline, headlineFr: ambassadors.headlineFr }).from(ambassadors).where(eq(ambassadors.id, alice.id))
    expect(headlines).toMatchObject({ en: row?.headline, fr: row?.headlineFr })
    const missing = await missingAs(tokens.owner)
    expect(missing).toMatchObject({ missingFrenchCount: 0, missingEnglishCount: 0, ambassadors: [] })
    expect(missing.activeCount).toBeGreaterThan(100)
  })

  it('screens the French headline with the safeguarding rules: an e-mail address is refused on that field', async () => {
    const result = await save(profileOf({ headlineFr: 'Écrivez-moi : bruno@example.com' }))
    expect(result.fieldErrors.map((e) => e.field)).toContain('headlineFr')
    expect(result.me).toBeNull()
  })

  it('a French headline waits for review, then French pages show it and the directory search finds it', async () => {
    const word = `fromage${Date.now().toString(36)}`
    const before = await headlinesOf(bruno.id)
    const saved = await save(profileOf({ headline: before?.en ?? '', headlineFr: `Parlons ${word} et vie étudiante` }))
    expect(saved.fieldErrors).toEqual([])
    const change = saved.me?.pendingProfileChange
    expect(change?.changes).toContainEqual({ field: 'headlineFr', after: `Parlons ${word} et vie étudiante` })
    // Until approved, the public French headline is the approved one.
    expect((await headlinesOf(bruno.id))?.fr).toBe(before?.fr)
    const approved = ok(
      await api.gql<{ approveProfileRevision: { fieldErrors: FieldErrors } }>(
        'mutation($id: ID!) { approveProfileRevision(revisionId: $id) { fieldErrors { field code } } }',
        { id: change?.id ?? '' },
        { token: tokens.editor },
      ),
    ).approveProfileRevision
    expect(approved.fieldErrors).toEqual([])
    expect(await headlinesOf(bruno.id)).toMatchObject({ en: before?.en, fr: `Parlons ${word} et vie étudiante`, frLanguage: 'fr' })
    const found = ok(
      await api.gql<{ ambassadors: { nodes: { id: string; headline: string }[] } }>(
        'query($t: String!) { ambassadors(first: 5, filter: { text: $t }) { nodes { id headline(locale: fr) } } }',
        {
          t: word,
        },
      ),
    ).ambassadors.nodes
    expect(found).toEqual([{ id: bruno.id, headline: `Parlons ${word} et vie étudiante` }])
  })

  it('lists active ambassadors whose texts lack French (or English), with counts; French pages fall back to English', async () => {
    await api.db.update(ambassadors).set({ headlineFr: '', bioFr: '' }).where(eq(ambassadors.id, chihiro.id))
    const missing = await missingAs(tokens.editor)
    expect(missing).toMatchObject({ missingFrenchCount: 1, missingEnglishCount: 0 })
    expect(missing.ambassadors).toEqual([{ ambassadorId: chihiro.id, email: chihiro.email, missing: ['headlineFr', 'bioFr'] }])
    const headlines = await headlinesOf(chihiro.id)
    expect(headlines?.fr).toBe(headlines?.en)
    expect(headlines?.frLanguage).toBe(headlines?.enLanguage)

    await api.db.update(ambassadors).set({ bioEn: '' }).where(eq(ambassadors.id, alice.id))
    expect(await missingAs(tokens.owner)).toMatchObject({ missingFrenchCount: 1, missingEnglishCount: 1 })
  })

  it('is for staff only', async () => {
    expect(errorCode(await api.gql(MISSING, {}, { token: tokens.bruno }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql(MISSING))).toBe('UNAUTHENTICATED')
  })
})
