/**
 * Issue 32, item 3: "New profiles get the same preview." A new ambassador's
 * profile waiting for approval (PENDING) is previewed by staff as the public
 * card it will be once approved — the texts, field, level, languages, place
 * and interests the invitee sent at onboarding — while nothing of it is public.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors } from '../../server/db/schema'
import { OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { accept, COMPLETE, invite, latestInvitationToken, profileInput } from './helpers/lifecycle'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

const PREVIEW = 'preview { firstName lastInitial photoUrl headline bioEn bioFr field { key } studyLevel languages country countryName(locale: fr) city interests { key } }'
type Listed = { staffAmbassadors: { nodes: { id: string; status: string; preview: Record<string, unknown> }[] } }

describe("a new profile's preview", () => {
  it('shows staff the card of a PENDING ambassador as sent at onboarding, and nothing of it is public', async () => {
    const email = 'new-preview@example.test'
    await invite(api, owner, [email])
    await accept(api, (await latestInvitationToken(api, email)) ?? '')
    const token = await signInAs(api, email)
    const sent = profileInput({ headline: 'Chemistry in Lyon, first year', bioEn: 'I came from Dakar for the labs.', bioFr: 'Je suis venue de Dakar pour les labos.' })
    const { completeProfile } = ok(await api.gql<{ completeProfile: { me: { status: string } | null } }>(COMPLETE, { i: sent }, { token }))
    expect(completeProfile.me?.status).toBe('PENDING')
    const [row] = await api.db.select({ id: ambassadors.id }).from(ambassadors).where(eq(ambassadors.email, email))

    const listed = ok(
      await api.gql<Listed>(`query($q: String) { staffAmbassadors(status: PENDING, search: $q, first: 5) { nodes { id status ${PREVIEW} } } }`, { q: email }, { token: owner }),
    )
    const mine = listed.staffAmbassadors.nodes.find((node) => node.id === row?.id)
    expect(mine?.preview).toEqual({
      firstName: 'Zéphyrine',
      lastInitial: 'O.',
      photoUrl: null,
      headline: 'Chemistry in Lyon, first year',
      bioEn: 'I came from Dakar for the labs.',
      bioFr: 'Je suis venue de Dakar pour les labos.',
      field: { key: 'engineering' },
      studyLevel: 'MASTER',
      languages: ['en', 'fr'],
      country: 'FR',
      countryName: 'France',
      city: 'Lyon',
      interests: [{ key: 'music' }],
    })
    // Waiting for approval: no public read shows it.
    expect(ok(await api.gql<{ ambassador: unknown }>('query($id: ID!) { ambassador(id: $id) { id } }', { id: row?.id })).ambassador).toBeNull()
  })
})
