import { useTranslation } from 'react-i18next'
import { translateKey } from '../../../forms/messages'
import { usePageLocale } from '../../../routing/usePageLocale'
import { AUDIT_KIND_KEYS, auditChanges, isAuditKind } from './audit-format'
import type { AuditEntry } from './audit-operations'

/** The words for a kind, or the kind as the API wrote it. */
export function useAuditKindLabel(): (kind: string) => string {
  const { t } = useTranslation()
  return (kind) => (isAuditKind(kind) ? t(AUDIT_KIND_KEYS[kind]) : kind)
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

/** One entry: what happened to what, who did it and when, and each changed value before → after. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation()
  const locale = usePageLocale()
  const kindLabel = useAuditKindLabel()
  const fieldLabel = (field: string): string => {
    const key = FIELD_LABEL_KEYS[field]
    return key !== undefined && i18n.exists(key) ? translateKey(i18n, key) : field
  }
  const changes = entry.before === null && entry.after === null ? [] : auditChanges(entry.before, entry.after)
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(entry.createdAt))
  return (
    <li>
      <p className="console-audit-head">
        <strong>
          {kindLabel(entry.kind)}
          {/* A settings change's target lists its columns: the table below names them better. */}
          {entry.target && entry.kind !== 'organization.update' ? ` — ${entry.target}` : ''}
        </strong>
        <span className="area-muted">
          {t('staffConsole.audit.byWhen', { who: entry.actorEmail ?? t('staffConsole.audit.commandLine') })} <time dateTime={entry.createdAt}>{when}</time>
        </span>
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
                <th scope="row">{fieldLabel(change.field)}</th>
                <td>{change.before}</td>
                <td>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  )
}
