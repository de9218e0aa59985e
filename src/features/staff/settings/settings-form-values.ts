/**
 * Between the API's settings and the console's form: the form edits text
 * (numbers as typed, origins one per line), the mutation sends only what
 * changed (omitted fields stay as stored, and the audit log records real
 * changes only).
 */
import { parseOriginLines } from './settings-schema'
import type { OrganizationSettings, OrganizationSettingsInput } from './settings-operations'

export interface SettingsFormValues {
  [field: string]: unknown
  nameEn: string
  nameFr: string
  taglineEn: string
  taglineFr: string
  primaryColor: string
  locales: string[]
  allowedEmbedOrigins: string
  mapsApiKey: string
  questionRouting: string
  bookingMinNoticeHours: string
  bookingWindowDays: string
  requirePublicationApproval: boolean
  meetingLinkTemplate: string
  phoneCallsEnabled: boolean
  requireProfileApproval: boolean
}

export function toFormValues(settings: OrganizationSettings): SettingsFormValues {
  return {
    nameEn: settings.name.en,
    nameFr: settings.name.fr,
    taglineEn: settings.tagline.en,
    taglineFr: settings.tagline.fr,
    primaryColor: settings.primaryColor,
    locales: [...settings.locales],
    allowedEmbedOrigins: settings.allowedEmbedOrigins.join('\n'),
    mapsApiKey: settings.mapsApiKey ?? '',
    questionRouting: settings.questionRouting,
    bookingMinNoticeHours: String(settings.bookingMinNoticeHours),
    bookingWindowDays: String(settings.bookingWindowDays),
    requirePublicationApproval: settings.requirePublicationApproval,
    meetingLinkTemplate: settings.meetingLinkTemplate,
    phoneCallsEnabled: settings.phoneCallsEnabled,
    requireProfileApproval: settings.requireProfileApproval,
  }
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, i) => item === b[i])

type Routing = NonNullable<OrganizationSettingsInput['questionRouting']>
type Locale = OrganizationSettingsInput['locales'] extends readonly (infer L)[] | null | undefined ? L : never

/** The `updateOrganization` input for what differs from `saved`; empty when nothing changed. Values are already valid (the form checked them). */
export function changedInput(saved: OrganizationSettings, values: SettingsFormValues): OrganizationSettingsInput {
  const input: { -readonly [K in keyof OrganizationSettingsInput]: OrganizationSettingsInput[K] } = {}
  const name = { en: values.nameEn.trim(), fr: values.nameFr.trim() }
  if (name.en !== saved.name.en || name.fr !== saved.name.fr) input.name = name
  const tagline = { en: values.taglineEn.trim(), fr: values.taglineFr.trim() }
  if (tagline.en !== saved.tagline.en || tagline.fr !== saved.tagline.fr) input.tagline = tagline
  const colour = values.primaryColor.trim().toLowerCase()
  if (colour !== saved.primaryColor.toLowerCase()) input.primaryColor = colour
  // Kept in a stable order (en, fr) whatever order the boxes were ticked in.
  const locales = ['en', 'fr'].filter((l) => values.locales.includes(l)) as Locale[]
  if (!sameList(locales, saved.locales)) input.locales = locales
  const origins = parseOriginLines(values.allowedEmbedOrigins)
  if (!sameList(origins, saved.allowedEmbedOrigins)) input.allowedEmbedOrigins = origins
  const key = values.mapsApiKey.trim()
  if (key !== (saved.mapsApiKey ?? '')) input.mapsApiKey = key
  if (values.questionRouting !== saved.questionRouting) input.questionRouting = values.questionRouting as Routing
  const notice = Number(values.bookingMinNoticeHours.trim())
  if (notice !== saved.bookingMinNoticeHours) input.bookingMinNoticeHours = notice
  const window = Number(values.bookingWindowDays.trim())
  if (window !== saved.bookingWindowDays) input.bookingWindowDays = window
  if (values.requirePublicationApproval !== saved.requirePublicationApproval) input.requirePublicationApproval = values.requirePublicationApproval
  const template = values.meetingLinkTemplate.trim()
  if (template !== saved.meetingLinkTemplate) input.meetingLinkTemplate = template
  if (values.phoneCallsEnabled !== saved.phoneCallsEnabled) input.phoneCallsEnabled = values.phoneCallsEnabled
  if (values.requireProfileApproval !== saved.requireProfileApproval) input.requireProfileApproval = values.requireProfileApproval
  return input
}
