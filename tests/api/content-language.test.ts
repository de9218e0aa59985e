import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors } from '../../server/db/schema'
import { alice } from './helpers/fixtures'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

// The language of what people wrote (issue 21, decision 115), for `lang` on the pages.
let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ responseCache: false })
})
afterAll(async () => {
  await api?.close()
})

type Published = { publishedQuestions: { nodes: { topic: string; language: string; answers: { body: string; language: string | null }[] }[] } }

describe('content language', () => {
  it('says which published questions and answers are French and which English', async () => {
    const { nodes } = ok(await api.gql<Published>('{ publishedQuestions(first: 50) { nodes { topic language answers { body language } } } }')).publishedQuestions
    const french = nodes.find((q) => q.topic === 'Vie associative')
    expect(french).toMatchObject({ language: 'fr' })
    expect(french?.answers[0]?.language).toBe('fr')
    const english = nodes.filter((q) => q.language === 'en')
    expect(english.length).toBeGreaterThan(0)
    // Every answer long enough to tell is told apart.
    for (const q of nodes) for (const a of q.answers) if (a.body.split(' ').length > 12) expect(a.language).not.toBeNull()
  })

  it("gives a bio's language as the one actually returned, and a headline's", async () => {
    await api.db
      .update(ambassadors)
      .set({ bioEn: '', bioFr: "J'étudie l'ingénierie à Paris et je réponds à vos questions.", headline: 'Étudiante en ingénierie, je vous aide' })
      .where(eq(ambassadors.id, alice.id))
    const query = 'query($id: ID!) { ambassador(id: $id) { headlineLanguage en: bio(locale: en) enLanguage: bioLanguage(locale: en) frLanguage: bioLanguage(locale: fr) } }'
    const a = ok(await api.gql<{ ambassador: { headlineLanguage: string; en: string; enLanguage: string; frLanguage: string } }>(query, { id: alice.id })).ambassador
    expect(a).toMatchObject({ headlineLanguage: 'fr', enLanguage: 'fr', frLanguage: 'fr' })
    expect(a.en).toMatch(/^J'étudie/)
    await api.db.update(ambassadors).set({ bioEn: 'I study engineering.' }).where(eq(ambassadors.id, alice.id))
    const b = ok(await api.gql<{ ambassador: { enLanguage: string; frLanguage: string } }>(query, { id: alice.id })).ambassador
    expect(b).toMatchObject({ enLanguage: 'en', frLanguage: 'fr' })
    // The same in a directory list, whose rows carry no bios (read in one batch).
    const list = ok(
      await api.gql<{ ambassadors: { nodes: { id: string; enLanguage: string; frLanguage: string }[] } }>(
        '{ ambassadors(first: 50, sort: NAME) { nodes { id enLanguage: bioLanguage(locale: en) frLanguage: bioLanguage(locale: fr) } } }',
      ),
    ).ambassadors.nodes
    expect(list.find((n) => n.id === alice.id)).toEqual({ id: alice.id, enLanguage: 'en', frLanguage: 'fr' })
  })
})
