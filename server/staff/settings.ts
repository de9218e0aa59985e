/**
 * Organization settings as staff edit them: `organizationSettings` and
 * `updateOrganization` (owner or editor). Omitted fields stay unchanged; the
 * shared rules (src/contract/validation/organization-settings.ts) run first,
 * then one transaction writes the row, the audit entry (only the fields that
 * changed, before → after) and a pending public change.
 */
import { eq } from 'drizzle-orm'
import { isLocale } from '../../src/contract/locale'
import { validateOrganizationSettings, organizationSettingsSchema } from '../../src/contract/validation/organization-settings'
import { organizations } from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import type { OrganizationCache } from '../organizations/cache'
import type { OrganizationSettings, OrganizationSettingsInput } from '../schema-types.generated'
import { notePublicChange } from '../publishing/public-changes'
import { FieldErrorsFailure, toFieldErrors } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { recordAudit } from '../audit/record'

type OrgRow = typeof organizations.$inferSelect

/** The GraphQL OrganizationSettings shape of a row. */
export function settingsOf(row: OrgRow): OrganizationSettings {
  return {
    slug: row.slug,
    name: { en: row.nameEn, fr: row.nameFr },
    tagline: { en: row.taglineEn, fr: row.taglineFr },
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    // Only the site's languages are ever written (the settings' rules check them).
    locales: row.locales.filter(isLocale),
    allowedEmbedOrigins: row.allowedEmbedOrigins,
    mapsApiKey: row.mapsApiKey,
    questionRouting: row.questionRouting === 'round_robin' ? 'ROUND_ROBIN' : 'BEST_AVAILABLE',
    bookingMinNoticeHours: row.bookingMinNoticeHours,
    bookingWindowDays: row.bookingWindowDays,
    requirePublicationApproval: row.requirePublicationApproval,
    meetingLinkTemplate: row.meetingLinkTemplate,
    phoneCallsEnabled: row.phoneCallsEnabled,
    requireProfileApproval: row.requireProfileApproval,
  }
}

const trim = (text: { en: string; fr: string } | null | undefined) => (text == null ? text : { en: text.en.trim(), fr: text.fr.trim() })

/** The columns an input changes (trimmed, normalized), omitted fields left out. */
function changesOf(input: OrganizationSettingsInput): Partial<OrgRow> {
  const name = trim(input.name)
  const tagline = trim(input.tagline)
  const set: Partial<OrgRow> = {}
  if (name != null) Object.assign(set, { nameEn: name.en, nameFr: name.fr })
  if (tagline != null) Object.assign(set, { taglineEn: tagline.en, taglineFr: tagline.fr })
  if (input.primaryColor != null) set.primaryColor = input.primaryColor.trim().toLowerCase()
  if (input.locales != null) set.locales = [...new Set(input.locales)]
  if (input.allowedEmbedOrigins != null) set.allowedEmbedOrigins = [...new Set(input.allowedEmbedOrigins.map((o) => o.trim()).filter((o) => o !== ''))]
  if (input.mapsApiKey != null) set.mapsApiKey = input.mapsApiKey.trim() === '' ? null : input.mapsApiKey.trim()
  if (input.questionRouting != null) set.questionRouting = input.questionRouting === 'ROUND_ROBIN' ? 'round_robin' : 'best_available'
  if (input.bookingMinNoticeHours != null) set.bookingMinNoticeHours = input.bookingMinNoticeHours
  if (input.bookingWindowDays != null) set.bookingWindowDays = input.bookingWindowDays
  // Q&A already waiting stay in the queue when approval is turned off: staff decide them (decision 082).
  if (input.requirePublicationApproval != null) set.requirePublicationApproval = input.requirePublicationApproval
  if (input.meetingLinkTemplate != null) set.meetingLinkTemplate = input.meetingLinkTemplate.trim()
  if (input.phoneCallsEnabled != null) set.phoneCallsEnabled = input.phoneCallsEnabled
  // Likewise profile changes already waiting stay for staff to decide (issue 32).
  if (input.requireProfileApproval != null) set.requireProfileApproval = input.requireProfileApproval
  return set
}

/** Fields the public site shows: changing one leaves the prerendered pages behind until published. */
const PUBLIC_COLUMNS: ReadonlySet<string> = new Set(['nameEn', 'nameFr', 'taglineEn', 'taglineFr', 'primaryColor', 'locales', 'mapsApiKey', 'phoneCallsEnabled'])
/** Never written to the audit log in clear. */
const SECRET_COLUMNS: ReadonlySet<string> = new Set(['mapsApiKey'])

function diff(before: OrgRow, set: Partial<OrgRow>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> }
  for (const [key, value] of Object.entries(set)) {
    const old = before[key as keyof OrgRow]
    if (JSON.stringify(old) === JSON.stringify(value)) continue
    const secret = SECRET_COLUMNS.has(key)
    out.before[key] = secret ? (old === null ? null : '•••') : old
    out.after[key] = secret ? (value === null ? null : '•••') : value
  }
  return out
}

/** The settings as stored now, not from the per-process cache: staff see their own edit at once. */
export async function currentSettings(deps: Pick<Deps, 'db' | 'org'>): Promise<OrganizationSettings> {
  const [row] = await deps.db.select().from(organizations).where(eq(organizations.id, deps.org.id))
  return settingsOf(row ?? deps.org.row)
}

/** Changing the organization empties the organization cache (the response cache follows it). */
type SettingsDeps = Pick<Deps, 'db' | 'org' | 'locale'> & { readonly orgs: OrganizationCache }

export async function updateOrganizationSettings(
  deps: SettingsDeps,
  staff: StaffActor,
  input: OrganizationSettingsInput,
  idempotencyKey: string,
): Promise<{ organization: OrganizationSettings }> {
  const issues = validateOrganizationSettings({ ...input, name: trim(input.name), tagline: trim(input.tagline), primaryColor: input.primaryColor?.trim() })
  if (issues.length > 0) throw new FieldErrorsFailure(toFieldErrors(issues, organizationSettingsSchema, deps.locale))
  const set = changesOf(input)
  const row = await runIdempotent(
    deps.db,
    { orgId: deps.org.id, scope: 'updateOrganization', key: idempotencyKey, subject: `session:${staff.sessionId}`, request: set, locale: deps.locale },
    async (tx) => {
      const [before] = await tx.select().from(organizations).where(eq(organizations.id, deps.org.id)).for('update')
      if (before === undefined) throw new Error('organization vanished')
      const changed = diff(before, set)
      const keys = Object.keys(changed.after)
      if (keys.length === 0) return { resultId: deps.org.id, value: before }
      const [after] = await tx.update(organizations).set(set).where(eq(organizations.id, deps.org.id)).returning()
      await recordAudit(tx, { orgId: deps.org.id, actorEmail: staff.email, kind: 'organization.update', target: keys.join(', '), ...changed })
      if (keys.some((k) => PUBLIC_COLUMNS.has(k))) await notePublicChange(tx, deps.org.id)
      return { resultId: deps.org.id, value: after ?? before }
    },
    async () => (await deps.db.select().from(organizations).where(eq(organizations.id, deps.org.id)))[0] ?? deps.org.row,
  )
  deps.orgs.clear()
  return { organization: settingsOf(row) }
}
