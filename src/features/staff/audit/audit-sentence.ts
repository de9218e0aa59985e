/**
 * An audit entry as a sentence (issue 34): "staff@… deactivated Théo Martin",
 * not a kind and an id. Pure: which locale key says it and what fills each of
 * its holes — plain text, another key to translate, or an ambassador (a link
 * in the console; "a former ambassador" once erased).
 */
import { humanizeField, isAuditKind } from './audit-format'

export interface AuditAmbassadorRef {
  readonly id: string
  readonly name: string | null
  readonly email: string | null
}

export interface SentenceEntry {
  readonly kind: string
  readonly actorEmail: string | null
  readonly target: string | null
  readonly before: string | null
  readonly after: string | null
  readonly ambassadors: readonly AuditAmbassadorRef[]
}

export type SentenceValue = { readonly text: string } | { readonly textKey: string } | { readonly ambassador: AuditAmbassadorRef }

export interface AuditSentence {
  readonly key: string
  readonly values: Readonly<Record<string, SentenceValue>>
  /** A failure (a publish that did not happen): the console marks it so, in words. */
  readonly failed: boolean
}

const PREFIX = 'staffConsole.audit.sentences.'

/** One side of an entry as an object of fields (empty when it is not one). */
export function fieldsOf(side: string | null): Readonly<Record<string, unknown>> {
  if (side === null || side === '') return {}
  try {
    const value: unknown = JSON.parse(side)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const stringField = (fields: Readonly<Record<string, unknown>>, name: string): string | null => {
  const value = fields[name]
  return typeof value === 'string' ? value : null
}

/** The ambassador an id names, or "a former ambassador" (erased, or not found). */
function ambassadorValue(entry: SentenceEntry, id: string | null): SentenceValue {
  const found = entry.ambassadors.find((a) => a.id === id)
  return found && (found.name !== null || found.email !== null) ? { ambassador: found } : { textKey: 'staffConsole.audit.formerAmbassador' }
}

const keyOf = (kind: string): string => kind.replace(/\./g, '_')

export function auditSentence(entry: SentenceEntry): AuditSentence {
  const before = fieldsOf(entry.before)
  const after = fieldsOf(entry.after)
  const auto = after.auto === true
  const actor: SentenceValue = entry.actorEmail !== null ? { text: entry.actorEmail } : { textKey: 'staffConsole.audit.commandLine' }
  const values: Record<string, SentenceValue> = { actor }
  // Every known kind has a sentence of its own; a kind added later reads "who: what" until it gets one.
  let key = isAuditKind(entry.kind) ? keyOf(entry.kind) : 'other'
  const [domain, verb] = entry.kind.split('.')
  if (key === 'other') values.action = { text: humanizeField(entry.kind) }

  if (entry.kind.startsWith('staff.')) values.member = { text: entry.target ?? '' }
  if (entry.kind === 'staff.invite') values.role = { textKey: `staffConsole.roles.${(stringField(after, 'role') ?? 'editor').toUpperCase()}` }
  if (entry.kind.startsWith('ambassador.') || entry.kind.startsWith('profile.')) values.ambassador = ambassadorValue(entry, entry.target)
  if (entry.kind === 'ambassador.status') {
    const to = stringField(after, 'status')
    key = to === 'INACTIVE' ? 'ambassador_deactivate' : to === 'ACTIVE' ? 'ambassador_reactivate' : 'ambassador_status'
    values.status = { textKey: `staffConsole.ambassadors.statuses.${to ?? 'ACTIVE'}` }
  }
  if (domain === 'question' && verb === 'reassign') {
    values.from = ambassadorValue(entry, stringField(before, 'ambassadorId'))
    values.to = ambassadorValue(entry, stringField(after, 'ambassadorId'))
  }
  if (entry.kind.startsWith('site.') && auto) key = `${key}_auto`
  if (entry.kind === 'site.publishFail') values.reason = { textKey: `staffConsole.audit.reasons.${stringField(after, 'reason') ?? 'unexpected'}` }
  if (entry.kind === 'insights.export') values.what = { textKey: `staffConsole.audit.exports.${entry.target ?? 'other'}` }
  return { key: PREFIX + key, values, failed: entry.kind === 'site.publishFail' }
}
