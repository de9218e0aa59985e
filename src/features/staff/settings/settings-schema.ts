/**
 * The settings form's rules: the shared ones (src/contract/validation/
 * organization-settings.ts, which `updateOrganization` runs) applied to what
 * the form holds — numbers as typed, origins one per line — plus the API's
 * domain check of each embed origin through the very same function, so the
 * browser refuses exactly what the API would.
 */
import { isAllowedEmbedOrigin, isMeetingLinkTemplate, organizationSettingsSchema as shared } from '../../../contract/validation/organization-settings'
import { custom, required, type Rule } from '../../../contract/validation/rules'
import { field, type FieldSpec, type FormSchema } from '../../../contract/validation/schemas'

/** The text area's origins: one per line; blank lines and surrounding spaces do not count. */
export function parseOriginLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The listed origins the API would refuse. */
export const refusedOrigins = (text: string): string[] => parseOriginLines(text).filter((origin) => !isAllowedEmbedOrigin(origin))

/** What a number field holds as the API's integer (NaN for anything but a plain whole number). */
const asInteger = (v: unknown): unknown => (typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : typeof v === 'string' ? Number.NaN : v)
const asOriginList = (v: unknown): unknown => (typeof v === 'string' ? parseOriginLines(v) : v)

/** The spec's rules, run on the value the API would receive. */
const onApiValue = (spec: FieldSpec, convert: (v: unknown) => unknown, extra: readonly Rule[] = [], first: readonly Rule[] = []): FieldSpec => ({
  ...spec,
  rules: [...first, ...spec.rules.map((rule) => ({ ...rule, test: (v: unknown) => rule.test(convert(v)) })), ...extra],
})

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, i) => item === b[i])

/** The spec's rules pass while `unchanged(value)` holds. */
const unlessUnchanged = (spec: FieldSpec, unchanged: (v: unknown) => boolean): FieldSpec => ({
  ...spec,
  rules: spec.rules.map((rule) => ({ ...rule, test: (v: unknown) => unchanged(v) || rule.test(v) })),
})

/**
 * The form's rules. `savedOrigins`: what is stored; a list nobody changed is
 * not checked again (the API only checks what it is sent), so origins kept
 * from before today's rules, or written by the seed, never block another
 * setting's change.
 */
export function settingsFormSchemaFor(savedOrigins: readonly string[]) {
  return {
    nameEn: shared['name.en'],
    nameFr: shared['name.fr'],
    taglineEn: shared['tagline.en'],
    taglineFr: shared['tagline.fr'],
    primaryColor: onApiValue(shared.primaryColor, (v) => (typeof v === 'string' ? v.trim() : v), []),
    locales: shared.locales,
    allowedEmbedOrigins: unlessUnchanged(
      onApiValue(shared.allowedEmbedOrigins, asOriginList, [
        custom({ code: 'ORIGIN', messageKey: 'staffConsole.settings.errors.origin', test: (v) => typeof v === 'string' && refusedOrigins(v).length === 0 }),
      ]),
      (v) => typeof v === 'string' && sameList(parseOriginLines(v), savedOrigins),
    ),
    mapsApiKey: shared.mapsApiKey,
    questionRouting: field('fields.questionRouting', [required()]),
    // The API keeps an omitted number unchanged; the form always has one, so it may not be left empty.
    bookingMinNoticeHours: onApiValue(shared.bookingMinNoticeHours, asInteger, [], [required()]),
    bookingWindowDays: onApiValue(shared.bookingWindowDays, asInteger, [], [required()]),
    requirePublicationApproval: shared.requirePublicationApproval,
    meetingLinkTemplate: field('fields.meetingLinkTemplate', [
      required(),
      custom({ code: 'MEETING_LINK', messageKey: 'staffConsole.settings.errors.meetingLink', test: (v) => isMeetingLinkTemplate(typeof v === 'string' ? v.trim() : v) }),
    ]),
    phoneCallsEnabled: shared.phoneCallsEnabled,
    requireProfileApproval: shared.requireProfileApproval,
  } satisfies FormSchema
}

export type SettingsFieldName = keyof ReturnType<typeof settingsFormSchemaFor>

/** Where the API reports each field's errors (`FieldError.field`, the GraphQL input path). */
const API_PATHS: Readonly<Record<SettingsFieldName, string>> = {
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
  requirePublicationApproval: 'requirePublicationApproval',
  meetingLinkTemplate: 'meetingLinkTemplate',
  phoneCallsEnabled: 'phoneCallsEnabled',
  requireProfileApproval: 'requireProfileApproval',
}

/** The form field an API error path points at (`allowedEmbedOrigins.3` → `allowedEmbedOrigins`), or undefined. */
export function settingsFieldOfPath(path: string): SettingsFieldName | undefined {
  const entry = Object.entries(API_PATHS).find(([, at]) => path === at || path.startsWith(`${at}.`))
  return entry?.[0] as SettingsFieldName | undefined
}
