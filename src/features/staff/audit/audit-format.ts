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

/**
 * Every kind the API records (`domain.verb`), by domain — the filter's choices, each named in words by
 * `staffConsole.audit.kinds.<domain>_<verb>`. Listed by domain so no literal here reads as a locale key.
 */
const AUDIT_VERBS = {
  organization: ['create', 'update', 'logo'],
  staff: ['invite', 'role', 'remove'],
  site: ['publishStart', 'publish', 'publishFail'],
  ambassador: ['invite', 'approve', 'status', 'erase'],
  profile: ['approve', 'reject'],
  meeting: ['phoneReveal'],
  person: ['export'],
  visitor: ['erase', 'block', 'unblock'],
  safeguarding: ['rules'],
  moderation: ['resolve', 'hide', 'show'],
  question: ['unpublish', 'reassign'],
  publication: ['approve', 'reject'],
  insights: ['export'],
} as const satisfies Readonly<Record<string, readonly string[]>>

export const AUDIT_KINDS: readonly string[] = Object.entries(AUDIT_VERBS).flatMap(([domain, verbs]) => verbs.map((verb) => `${domain}.${verb}`))
const KNOWN_KINDS: ReadonlySet<string> = new Set(AUDIT_KINDS)
export const isAuditKind = (kind: string): boolean => KNOWN_KINDS.has(kind)
/** The locale key naming a kind (`site.publish` → `staffConsole.audit.kinds.site_publish`). */
export const auditKindKey = (kind: string): string => `staffConsole.audit.kinds.${kind.replace(/\./g, '_')}`

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

/** Kinds whose before → after table says more than their sentence (issue 34: the others' facts are all in it). */
const TABLE_KINDS: ReadonlySet<string> = new Set([
  'organization.create',
  'organization.update',
  'organization.logo',
  'staff.role',
  'safeguarding.rules',
  'visitor.erase',
  'ambassador.erase',
  'insights.export',
  'profile.approve',
  'profile.reject',
  'moderation.resolve',
])
/** Internal ids and flags the sentence already says: never shown as rows. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['ambassadorId', 'questionId', 'revision', 'buildId', 'auto', 'reason'])

/** The rows of an entry's table: none for kinds whose sentence says it all, never an id. */
export function visibleAuditChanges(kind: string, before: string | null, after: string | null): AuditChange[] {
  if (!TABLE_KINDS.has(kind) || (before === null && after === null)) return []
  return auditChanges(before, after).filter((change) => !HIDDEN_FIELDS.has(change.field))
}

/** `questionsAnonymised` → `Questions anonymised`: the last resort for a field no locale names. */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
