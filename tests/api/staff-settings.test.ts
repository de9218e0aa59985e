/** Issue 16: updateOrganization — shared rules, omitted fields unchanged, audit before → after, idempotency. */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, publications } from '../../server/db/schema'
import { alice, EDITOR_EMAIL, OWNER_EMAIL, signInAsStaff } from './helpers/fixtures'
import { freeSlots } from './helpers/slots'
import { idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let editor = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  editor = await signInAsStaff(api, EDITOR_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string; message: string }[]
type Updated = { updateOrganization: { organization: Record<string, unknown> | null; fieldErrors: FieldErrors } }
const UPDATE = `mutation($input: OrganizationSettingsInput!, $k: String!) {
  updateOrganization(input: $input, idempotencyKey: $k) {
    organization { name { en fr } tagline { en fr } primaryColor locales allowedEmbedOrigins mapsApiKey questionRouting bookingMinNoticeHours bookingWindowDays }
    fieldErrors { field code message }
  }
}`
const update = (input: Record<string, unknown>, options: { token?: string; key?: string; locale?: string } = {}) =>
  api.gql<Updated>(UPDATE, { input, k: options.key ?? idempotencyKey() }, { token: options.token ?? editor, headers: options.locale ? { 'accept-language': options.locale } : {} })
const lastAudit = async () => (await api.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0]
const pending = async () => {
  const row = (await api.db.select().from(publications))[0]
  return row === undefined ? 0 : row.publicVersion - row.publishedVersion
}

describe('updateOrganization', () => {
  it('changes only the fields given; the public organization shows it at once; the audit entry has before → after', async () => {
    const before = ok(await api.gql<{ organization: { name: string; tagline: string; primaryColor: string } }>('{ organization { name tagline primaryColor } }'))
    const pendingBefore = await pending()
    const tagline = { en: 'Ask the people who study here.', fr: 'Demandez à ceux qui étudient ici.' }
    const result = ok(await update({ tagline: { en: `  ${tagline.en} `, fr: tagline.fr }, primaryColor: '#0F766E' })).updateOrganization
    expect(result.fieldErrors).toEqual([])
    expect(result.organization).toMatchObject({ tagline, primaryColor: '#0f766e', name: { en: before.organization.name } })
    const after = ok(await api.gql<{ organization: { tagline: string; primaryColor: string } }>('{ organization { tagline(locale: fr) primaryColor } }')).organization
    expect(after).toEqual({ tagline: tagline.fr, primaryColor: '#0f766e' })
    const entry = await lastAudit()
    expect(entry).toMatchObject({ actorEmail: EDITOR_EMAIL, kind: 'organization.update', target: 'taglineEn, taglineFr, primaryColor' })
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ primaryColor: before.organization.primaryColor, taglineEn: before.organization.tagline })
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ taglineEn: tagline.en, taglineFr: tagline.fr, primaryColor: '#0f766e' })
    expect(await pending()).toBe(pendingBefore + 1)
  })

  it('accepts any colour, the palest included: the site derives readable shades of it (decision 148)', async () => {
    const saved = ok(await update({ primaryColor: '#ffd700' })).updateOrganization
    expect(saved.fieldErrors).toEqual([])
    expect(saved.organization).toMatchObject({ primaryColor: '#ffd700' })
  })

  it('says which field and which line is wrong, and changes nothing when anything is', async () => {
    const auditBefore = (await lastAudit())?.id
    const result = ok(
      await update({
        name: { en: '', fr: 'x'.repeat(121) },
        allowedEmbedOrigins: ['https://ok.example', 'http://evil.example'],
        bookingWindowDays: 0,
        tagline: { en: 'Fine', fr: 'Bien' },
      }),
    ).updateOrganization
    expect(result.fieldErrors.map((e) => `${e.field}:${e.code}`)).toEqual(['name.en:REQUIRED', 'name.fr:MAX', 'bookingWindowDays:RANGE', 'allowedEmbedOrigins.1:ORIGIN'])
    expect(result.fieldErrors.find((e) => e.field === 'bookingWindowDays')?.message).toBe('Booking window (days) must be a whole number from 1 to 90.')
    expect((await lastAudit())?.id).toBe(auditBefore)
    expect(ok(await api.gql<{ organization: { tagline: string } }>('{ organization { tagline } }')).organization.tagline).not.toBe('Fine')
  })

  it('stores routing, booking and origin settings; never writes the Maps key to the audit log', async () => {
    const result = ok(
      await update({
        questionRouting: 'ROUND_ROBIN',
        bookingMinNoticeHours: 24,
        bookingWindowDays: 30,
        allowedEmbedOrigins: ['https://www.school.example', 'http://localhost:5173'],
        mapsApiKey: 'AIzaSecretKey_123',
      }),
    ).updateOrganization
    expect(result.organization).toMatchObject({ questionRouting: 'ROUND_ROBIN', bookingMinNoticeHours: 24, bookingWindowDays: 30, mapsApiKey: 'AIzaSecretKey_123' })
    const entry = await lastAudit()
    expect(`${entry?.before}${entry?.after}`).not.toContain('AIzaSecretKey')
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ mapsApiKey: '•••', bookingWindowDays: 30 })
  })

  it('replays a retry with the same key (one audit entry) and refuses the key for other input', async () => {
    const key = idempotencyKey()
    const first = ok(await update({ name: { en: 'Horizon University', fr: 'Université Horizon (FR)' } }, { key })).updateOrganization
    const entries = (await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'organization.update'))).length
    const again = ok(await update({ name: { en: 'Horizon University', fr: 'Université Horizon (FR)' } }, { key })).updateOrganization
    expect(again).toEqual(first)
    expect((await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'organization.update'))).length).toBe(entries)
    const other = ok(await update({ name: { en: 'Other', fr: 'Autre' } }, { key })).updateOrganization
    expect(other.fieldErrors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('an unchanged save writes no audit entry and leaves nothing pending', async () => {
    const settings = ok(await api.gql<{ organizationSettings: { primaryColor: string } }>('{ organizationSettings { primaryColor } }', {}, { token: owner })).organizationSettings
    const auditBefore = (await lastAudit())?.id
    const pendingBefore = await pending()
    expect(ok(await update({ primaryColor: settings.primaryColor }, { token: owner })).updateOrganization.fieldErrors).toEqual([])
    expect((await lastAudit())?.id).toBe(auditBefore)
    expect(await pending()).toBe(pendingBefore)
  })

  it('the booking notice and window apply to the slots offered at once', async () => {
    const hour = 3_600_000
    const before = await freeSlots(api, alice.id)
    // From 3 to 10 days ahead: a whole week, so the ambassador's weekly hours fall in it whatever today is
    // (3 to 5 days ahead offered nothing when run on a Tuesday evening: it spanned Friday night to Sunday).
    expect(ok(await update({ bookingMinNoticeHours: 72, bookingWindowDays: 10 })).updateOrganization.fieldErrors).toEqual([])
    const after = await freeSlots(api, alice.id)
    expect(after.length).toBeGreaterThan(0)
    expect(after.length).toBeLessThan(before.length)
    for (const slot of after) {
      expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(Date.now() + 72 * hour - 60_000)
      expect(Date.parse(slot.endsAt)).toBeLessThanOrEqual(Date.now() + 10 * 24 * hour)
    }
  })
})
