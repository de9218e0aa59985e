/**
 * An audit entry's before → after, readable: the API stores each side as a
 * JSON object of the fields that changed; the console lists them one field
 * per row. Anything that is not such an object is shown as it came.
 */

export interface AuditChange {
  readonly field: string
  readonly before: string
  readonly after: string
}

/** Kinds the console names in words (others show as the API writes them), with their locale keys. */
export const AUDIT_KIND_KEYS = {
  'organization.update': 'staffConsole.audit.kinds.organization_update',
  'organization.logo': 'staffConsole.audit.kinds.organization_logo',
  'staff.invite': 'staffConsole.audit.kinds.staff_invite',
  'staff.role': 'staffConsole.audit.kinds.staff_role',
  'staff.remove': 'staffConsole.audit.kinds.staff_remove',
  'site.publish': 'staffConsole.audit.kinds.site_publish',
  'meeting.phoneReveal': 'staffConsole.audit.kinds.meeting_phoneReveal',
  'profile.approve': 'staffConsole.audit.kinds.profile_approve',
  'profile.reject': 'staffConsole.audit.kinds.profile_reject',
} as const
export type AuditKind = keyof typeof AUDIT_KIND_KEYS
export const AUDIT_KINDS = Object.keys(AUDIT_KIND_KEYS) as AuditKind[]
export const isAuditKind = (kind: string): kind is AuditKind => Object.hasOwn(AUDIT_KIND_KEYS, kind)

const EMPTY = '—'

type Parsed = { readonly fields: Readonly<Record<string, unknown>> } | { readonly value: unknown }

/** A side of the entry: an object of fields, or one plain value (a logo's URL), or text that is not JSON as written. */
function parse(text: string | null): Parsed {
  if (text === null || text === '') return { fields: {} }
  try {
    const value: unknown = JSON.parse(text)
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return { fields: value as Record<string, unknown> }
    return { value }
  } catch {
    return { value: text }
  }
}

/** One value in words: lists joined, `{ en, fr }` pairs labelled, nothing as a dash. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(formatAuditValue).join(', ')
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${formatAuditValue(inner)}`)
      .join(' · ')
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : EMPTY
}

/** The entry's changes, one per field present on either side, in the order the API wrote them; a plain value is one unnamed row. */
export function auditChanges(before: string | null, after: string | null): AuditChange[] {
  const from = parse(before)
  const to = parse(after)
  if ('fields' in from && 'fields' in to) {
    const fields = [...new Set([...Object.keys(from.fields), ...Object.keys(to.fields)])]
    return fields.map((field) => ({ field, before: formatAuditValue(from.fields[field]), after: formatAuditValue(to.fields[field]) }))
  }
  const side = (parsed: Parsed): string => formatAuditValue('fields' in parsed ? (Object.keys(parsed.fields).length > 0 ? parsed.fields : null) : parsed.value)
  return [{ field: '', before: side(from), after: side(to) }]
}
