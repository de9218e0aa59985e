/**
 * The rules of the organization's settings (staff console, issue 16), shared
 * by the console's form and the API's `updateOrganization`: the same limits,
 * the same contrast and origin checks, the same error codes and message keys.
 *
 * Field names: the form's flat names (`nameEn`…) are the keys of
 * `organizationSettingsSchema`; the API reports errors at the GraphQL input's
 * paths (`name.en`…), see SETTINGS_FIELD_PATHS. `validateOrganizationSettings`
 * takes the GraphQL input as it arrives and checks only the fields present
 * (omitted fields stay unchanged).
 */
import { LOCALES } from '../locale'
import { contrastRatio, displayedContrastRatio, hasReadableWhiteText, HEX_COLOUR_PATTERN, MIN_TEXT_CONTRAST_RATIO, TEXT_ON_PRIMARY } from './colour-contrast'
import { EMBED_ORIGINS_MAX, firstRefusedOrigin, isAllowedEmbedOrigin, parseOriginLines } from './embed-origins'
import { custom, max, regex, required } from './rules'
import type { Rule } from './rules'
import { field, validateForm, type FieldIssue, type FormSchema } from './schemas'

export const ORGANIZATION_NAME_MAX_CHARS = 120
export const ORGANIZATION_TAGLINE_MAX_CHARS = 200
export const MAPS_API_KEY_MAX_CHARS = 200
/** Letters, digits, `-` and `_`: what Google's keys are made of; nothing that could break out of a script URL. */
export const MAPS_API_KEY_PATTERN = /^[A-Za-z0-9_-]+$/
/** How soon before a call a visitor may still book it, in hours (0 = any free slot). */
export const BOOKING_MIN_NOTICE_HOURS_RANGE = { min: 0, max: 168 } as const
/** How many days ahead visitors may book. */
export const BOOKING_WINDOW_DAYS_RANGE = { min: 1, max: 90 } as const
export const QUESTION_ROUTINGS = ['BEST_AVAILABLE', 'ROUND_ROBIN'] as const
export type QuestionRoutingValue = (typeof QUESTION_ROUTINGS)[number]

/**
 * The logo upload: the image's raw bytes as the body, its type as
 * `Content-Type`, the staff token as `Authorization: Bearer`; answers 200
 * `{ logoUrl }` or 4xx `{ fieldErrors: [{ field: 'logo', code, message }] }`.
 */
export const STAFF_LOGO_UPLOAD_PATH = '/staff-api/logo'
/** The logo upload (`POST /staff-api/logo`): these types only (never SVG: it can carry scripts), at most this many bytes. */
export const LOGO_MAX_BYTES = 512 * 1024
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const isAcceptedLogoType = (type: string): boolean => (LOGO_CONTENT_TYPES as readonly string[]).includes(type)

const WHOLE_NUMBER = /^-?\d{1,9}$/
/** A whole number within [min, max], as a number or the text of a number input; one message for every way to miss. */
const inRange = (range: { readonly min: number; readonly max: number }): Rule[] => {
  const check = (code: 'NUMERIC' | 'MIN' | 'MAX', test: (n: number) => boolean): Rule =>
    custom({
      code,
      messageKey: 'validation.range',
      params: { min: range.min, max: range.max },
      test: (v) => {
        const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''
        return WHOLE_NUMBER.test(text) && test(Number(text))
      },
    })
  return [check('NUMERIC', () => true), check('MIN', (n) => n >= range.min), check('MAX', (n) => n <= range.max)]
}

const readableOnWhite = custom({
  code: 'CONTRAST',
  messageKey: 'validation.contrast',
  params: { min: MIN_TEXT_CONTRAST_RATIO },
  test: (v) => typeof v === 'string' && hasReadableWhiteText(v.trim()),
  paramsFor: (v) => ({ ratio: typeof v === 'string' ? displayedContrastRatio(contrastRatio(TEXT_ON_PRIMARY, v.trim())) : 0 }),
})

/** Origins as a list (the API) or as the console's text area (one per line). */
const originList = (v: unknown): string[] => (typeof v === 'string' ? parseOriginLines(v) : Array.isArray(v) ? v.filter((o): o is string => typeof o === 'string') : [])
const allowedOrigins: Rule[] = [
  custom({ code: 'MAX', messageKey: 'validation.maxItems', params: { max: EMBED_ORIGINS_MAX }, test: (v) => originList(v).length <= EMBED_ORIGINS_MAX }),
  custom({
    code: 'ORIGIN',
    messageKey: 'validation.origin',
    test: (v) => originList(v).every(isAllowedEmbedOrigin),
    paramsFor: (v) => ({ origin: firstRefusedOrigin(originList(v)) ?? '' }),
  }),
]

const oneOf = (values: readonly string[]): Rule => custom({ code: 'REGEX', messageKey: 'validation.default', test: (v) => typeof v === 'string' && values.includes(v) })

export const organizationSettingsSchema = {
  nameEn: field('fields.organizationNameEn', [required(), max(ORGANIZATION_NAME_MAX_CHARS)]),
  nameFr: field('fields.organizationNameFr', [required(), max(ORGANIZATION_NAME_MAX_CHARS)]),
  taglineEn: field('fields.taglineEn', [required(), max(ORGANIZATION_TAGLINE_MAX_CHARS)]),
  taglineFr: field('fields.taglineFr', [required(), max(ORGANIZATION_TAGLINE_MAX_CHARS)]),
  primaryColor: field('fields.primaryColor', [required(), regex(HEX_COLOUR_PATTERN), readableOnWhite]),
  locales: field('fields.interfaceLanguages', [
    required(),
    custom({ code: 'REGEX', messageKey: 'validation.default', test: (v) => Array.isArray(v) && v.every((l) => (LOCALES as readonly unknown[]).includes(l)) }),
  ]),
  allowedEmbedOrigins: field('fields.allowedEmbedOrigins', allowedOrigins),
  mapsApiKey: field('fields.mapsApiKey', [max(MAPS_API_KEY_MAX_CHARS), regex(MAPS_API_KEY_PATTERN)]),
  questionRouting: field('fields.questionRouting', [required(), oneOf(QUESTION_ROUTINGS)]),
  bookingMinNoticeHours: field('fields.bookingMinNoticeHours', [required(), ...inRange(BOOKING_MIN_NOTICE_HOURS_RANGE)]),
  bookingWindowDays: field('fields.bookingWindowDays', [required(), ...inRange(BOOKING_WINDOW_DAYS_RANGE)]),
} satisfies FormSchema

export type SettingsFieldName = keyof typeof organizationSettingsSchema

/** Where the API reports each field's errors: the GraphQL input path (`FieldError.field`). */
export const SETTINGS_FIELD_PATHS: Readonly<Record<SettingsFieldName, string>> = {
  nameEn: 'name.en',
  nameFr: 'name.fr',
  taglineEn: 'tagline.en',
  taglineFr: 'tagline.fr',
  primaryColor: 'primaryColor',
  locales: 'locales',
  allowedEmbedOrigins: 'allowedEmbedOrigins',
  mapsApiKey: 'mapsApiKey',
  questionRouting: 'questionRouting',
  bookingMinNoticeHours: 'bookingMinNoticeHours',
  bookingWindowDays: 'bookingWindowDays',
}

/** The form field an API error path points at (`allowedEmbedOrigins.3` → `allowedEmbedOrigins`), or undefined. */
export function settingsFieldOfPath(path: string): SettingsFieldName | undefined {
  const entry = Object.entries(SETTINGS_FIELD_PATHS).find(([, at]) => path === at || path.startsWith(`${at}.`))
  return entry?.[0] as SettingsFieldName | undefined
}

/** `OrganizationSettingsInput` as it reaches the API (any field may be omitted or null). */
export interface OrganizationSettingsInputShape {
  readonly name?: { readonly en: string; readonly fr: string } | null
  readonly tagline?: { readonly en: string; readonly fr: string } | null
  readonly primaryColor?: string | null
  readonly locales?: readonly string[] | null
  readonly allowedEmbedOrigins?: readonly string[] | null
  readonly mapsApiKey?: string | null
  readonly questionRouting?: string | null
  readonly bookingMinNoticeHours?: number | null
  readonly bookingWindowDays?: number | null
}

/**
 * The API's check of an `updateOrganization` input: the issues of the fields
 * present, each at its GraphQL path. Omitted (or null) fields are not checked:
 * they stay as stored.
 */
export function validateOrganizationSettings(input: OrganizationSettingsInputShape): FieldIssue[] {
  const values: Partial<Record<SettingsFieldName, unknown>> = {
    nameEn: input.name?.en,
    nameFr: input.name?.fr,
    taglineEn: input.tagline?.en,
    taglineFr: input.tagline?.fr,
    primaryColor: input.primaryColor,
    locales: input.locales,
    allowedEmbedOrigins: input.allowedEmbedOrigins,
    mapsApiKey: input.mapsApiKey,
    questionRouting: input.questionRouting,
    bookingMinNoticeHours: input.bookingMinNoticeHours,
    bookingWindowDays: input.bookingWindowDays,
  }
  const present = Object.fromEntries(
    Object.entries(organizationSettingsSchema).filter(([name]) => values[name as SettingsFieldName] !== undefined && values[name as SettingsFieldName] !== null),
  )
  return validateForm(present, values).map((issue) => ({ ...issue, field: SETTINGS_FIELD_PATHS[issue.field as SettingsFieldName] }))
}
