/**
 * The staff console's organization settings rules, shared by the settings
 * form and `updateOrganization` (issue 16). Field names are the GraphQL input
 * paths (`name.en`, `allowedEmbedOrigins.2`), so a server FieldError points
 * at the exact control. Only the fields present are checked: omitted input
 * fields stay unchanged.
 */
import {
  BOOKING_MIN_NOTICE_HOURS_RANGE,
  BOOKING_WINDOW_DAYS_RANGE,
  EMBED_ORIGINS_MAX,
  MAPS_API_KEY_MAX_CHARS,
  MEETING_LINK_TEMPLATE_MAX_CHARS,
  ORG_NAME_MAX_CHARS,
  ORG_TAGLINE_MAX_CHARS,
} from '../limits'
import { LOCALES } from '../locale'
import { custom, max, regex, required } from './rules'
import { field, validateForm, type FieldIssue, type FormSchema } from './schemas'

// The colour arithmetic lives in ../colour (the page head and the widget use it without the form rules).
import { HEX_COLOR_PATTERN } from '../colour'

export { HEX_COLOR_PATTERN }

/** An origin a page may embed us from: `https://host[:port]`, or `http://localhost:<port>` for development. */
export function isAllowedEmbedOrigin(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.origin !== value) return false
  if (url.protocol === 'https:') return url.hostname.includes('.') || url.hostname === 'localhost'
  return url.protocol === 'http:' && url.hostname === 'localhost' && url.port !== ''
}

/**
 * A video call link template (issue 32): an `https://` URL on a real host, with
 * no credentials in it; `{room}` (optional) becomes each meeting's room key.
 */
export function isMeetingLinkTemplate(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MEETING_LINK_TEMPLATE_MAX_CHARS) return false
  let url: URL
  try {
    url = new URL(value.replaceAll('{room}', 'room'))
  } catch {
    return false
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
}

const isBoolean = custom({ code: 'INVALID', messageKey: 'validation.default', test: (v) => typeof v === 'boolean' })

const wholeNumberIn = (range: { readonly min: number; readonly max: number }) =>
  custom({
    code: 'RANGE',
    messageKey: 'validation.range',
    params: range,
    test: (v) => typeof v === 'number' && Number.isInteger(v) && v >= range.min && v <= range.max,
  })

export const organizationSettingsSchema = {
  'name.en': field('fields.orgNameEn', [required(), max(ORG_NAME_MAX_CHARS)]),
  'name.fr': field('fields.orgNameFr', [required(), max(ORG_NAME_MAX_CHARS)]),
  'tagline.en': field('fields.taglineEn', [required(), max(ORG_TAGLINE_MAX_CHARS)]),
  'tagline.fr': field('fields.taglineFr', [required(), max(ORG_TAGLINE_MAX_CHARS)]),
  primaryColor: field('fields.primaryColor', [required(), regex(HEX_COLOR_PATTERN)]),
  locales: field('fields.interfaceLanguages', [
    required(),
    custom({ code: 'NOT_ALLOWED', messageKey: 'validation.default', test: (v) => Array.isArray(v) && v.every((l) => (LOCALES as readonly unknown[]).includes(l)) }),
  ]),
  allowedEmbedOrigins: field('fields.embedOrigins', [max(EMBED_ORIGINS_MAX)]),
  mapsApiKey: field('fields.mapsApiKey', [max(MAPS_API_KEY_MAX_CHARS), regex(/^[A-Za-z0-9_-]*$/)]),
  bookingMinNoticeHours: field('fields.bookingMinNotice', [wholeNumberIn(BOOKING_MIN_NOTICE_HOURS_RANGE)]),
  bookingWindowDays: field('fields.bookingWindow', [wholeNumberIn(BOOKING_WINDOW_DAYS_RANGE)]),
  requirePublicationApproval: field('fields.requirePublicationApproval', [isBoolean]),
  meetingLinkTemplate: field('fields.meetingLinkTemplate', [required(), custom({ code: 'MEETING_LINK', messageKey: 'errors.meetingLink', test: isMeetingLinkTemplate })]),
  phoneCallsEnabled: field('fields.phoneCallsEnabled', [isBoolean]),
  requireProfileApproval: field('fields.requireProfileApproval', [isBoolean]),
} satisfies FormSchema

export interface OrganizationSettingsValues {
  readonly name?: { readonly en: string; readonly fr: string } | null
  readonly tagline?: { readonly en: string; readonly fr: string } | null
  readonly primaryColor?: string | null
  readonly locales?: readonly string[] | null
  readonly allowedEmbedOrigins?: readonly string[] | null
  readonly mapsApiKey?: string | null
  readonly bookingMinNoticeHours?: number | null
  readonly bookingWindowDays?: number | null
  /** Issue 18: a Q&A an ambassador publishes waits for staff approval. */
  readonly requirePublicationApproval?: boolean | null
  /** Issue 32: how video call links are made, and whether phone calls are offered. */
  readonly meetingLinkTemplate?: string | null
  readonly phoneCallsEnabled?: boolean | null
  /** Issue 32: an active ambassador's change to the public profile waits for staff review. */
  readonly requireProfileApproval?: boolean | null
}

/** The input flattened to the schema's field names, omitted fields left out. */
function flatten(input: OrganizationSettingsValues): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of ['name', 'tagline'] as const) {
    const text = input[key]
    if (text != null) Object.assign(out, { [`${key}.en`]: text.en, [`${key}.fr`]: text.fr })
  }
  for (const key of [
    'primaryColor',
    'locales',
    'allowedEmbedOrigins',
    'mapsApiKey',
    'bookingMinNoticeHours',
    'bookingWindowDays',
    'requirePublicationApproval',
    'meetingLinkTemplate',
    'phoneCallsEnabled',
    'requireProfileApproval',
  ] as const) {
    if (input[key] != null) out[key] = input[key]
  }
  return out
}

/** Every failing field of the settings given; domain checks (each origin) after the form rules. */
export function validateOrganizationSettings(input: OrganizationSettingsValues): FieldIssue[] {
  const values = flatten(input)
  const present = Object.fromEntries(Object.entries(organizationSettingsSchema).filter(([name]) => name in values))
  const issues = validateForm(present, values)
  const failed = new Set(issues.map((i) => i.field))
  // Any colour is accepted: the theme derives readable shades of it (src/contract/brand-theme.ts, decision 148).
  if (input.allowedEmbedOrigins != null && !failed.has('allowedEmbedOrigins')) {
    input.allowedEmbedOrigins.forEach((origin, i) => {
      if (!isAllowedEmbedOrigin(origin)) issues.push({ field: `allowedEmbedOrigins.${i}`, code: 'ORIGIN', rule: 'custom', messageKey: 'errors.origin', params: {} })
    })
  }
  return issues
}
