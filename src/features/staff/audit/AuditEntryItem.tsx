import { useTranslation } from 'react-i18next'
import { translateKey } from '../../../forms/messages'
import { usePageLocale } from '../../../routing/usePageLocale'
import { auditKindKey, humanizeField, isAuditKind, visibleAuditChanges } from './audit-format'
import { auditSentence } from './audit-sentence'
import { AuditSentenceText } from './AuditSentence'
import type { AuditEntry } from './audit-operations'

/** The words for a kind, or the kind as the API wrote it. */
export function useAuditKindLabel(): (kind: string) => string {
  const { i18n } = useTranslation()
  return (kind) => (isAuditKind(kind) ? translateKey(i18n, auditKindKey(kind)) : kind)
}

/** The API's stored names (columns) of the settings and roles, as the console's field labels (the shared catalogue's). */
const FIELD_LABEL_KEYS: Readonly<Record<string, string>> = {
  nameEn: 'fields.orgNameEn',
  nameFr: 'fields.orgNameFr',
  taglineEn: 'fields.taglineEn',
  taglineFr: 'fields.taglineFr',
  primaryColor: 'fields.primaryColor',
  locales: 'fields.interfaceLanguages',
  allowedEmbedOrigins: 'fields.embedOrigins',
  mapsApiKey: 'fields.mapsApiKey',
  questionRouting: 'fields.questionRouting',
  bookingMinNoticeHours: 'fields.bookingMinNotice',
  bookingWindowDays: 'fields.bookingWindow',
  requirePublicationApproval: 'fields.requirePublicationApproval',
  meetingLinkTemplate: 'fields.meetingLinkTemplate',
  phoneCallsEnabled: 'fields.phoneCallsEnabled',
  requireProfileApproval: 'fields.requireProfileApproval',
  role: 'fields.staffRole',
}

/** Values the console says in words: yes / no, roles and statuses by their labels. */
const VALUE_KEYS: Readonly<Record<string, string>> = {
  true: 'staffConsole.audit.yes',
  false: 'staffConsole.audit.no',
  owner: 'staffConsole.roles.OWNER',
  editor: 'staffConsole.roles.EDITOR',
  OWNER: 'staffConsole.roles.OWNER',
  EDITOR: 'staffConsole.roles.EDITOR',
}

interface AuditEntryItemProps {
  readonly entry: AuditEntry
  readonly onOpenAmbassador: (email: string) => void
}

/** One entry: a sentence (who did what to whom, names as links), when, a failure marked in words, and what changed if the sentence does not say it. */
export function AuditEntryItem({ entry, onOpenAmbassador }: AuditEntryItemProps) {
  const { t, i18n } = useTranslation()
  const locale = usePageLocale()
  const kindLabel = useAuditKindLabel()
  const fieldLabel = (field: string): string => {
    const key = FIELD_LABEL_KEYS[field] ?? `staffConsole.audit.fields.${field}`
    return i18n.exists(key) ? translateKey(i18n, key) : humanizeField(field)
  }
  const valueText = (value: string): string => {
    const key = VALUE_KEYS[value]
    return key === undefined ? value : translateKey(i18n, key)
  }
  const failed = auditSentence(entry).failed
  const changes = visibleAuditChanges(entry.kind, entry.before, entry.after)
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.createdAt))
  return (
    <li className={failed ? 'is-failed' : undefined}>
      <p className="console-audit-head">
        <span className="console-audit-sentence">
          {failed && <strong className="console-audit-failed">{t('staffConsole.audit.failed')}: </strong>}
          <AuditSentenceText entry={entry} onOpenAmbassador={onOpenAmbassador} />
        </span>
        <time className="area-muted" dateTime={entry.createdAt}>
          {when}
        </time>
      </p>
      {changes.length > 0 && (
        <table className="console-table console-audit-table">
          <caption className="area-sr-only">{t('staffConsole.audit.changesOf', { kind: kindLabel(entry.kind) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staffConsole.audit.field')}</th>
              <th scope="col">{t('staffConsole.audit.before')}</th>
              <th scope="col">{t('staffConsole.audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change, index) => (
              <tr key={`${change.field}-${index}`}>
                <th scope="row">{change.field === '' ? kindLabel(entry.kind) : fieldLabel(change.field)}</th>
                <td>{valueText(change.before)}</td>
                <td>{valueText(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  )
}
