import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AUDIT_KINDS } from './audit-format'
import { useAuditKindLabel } from './AuditEntryItem'

export interface AuditFilter {
  readonly actorEmail: string | null
  readonly kind: string | null
}

/** Filter the log by the person who acted (their e-mail) and by kind; applied with the button, so typing does not refetch on every key. */
export function AuditFilters({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const { t } = useTranslation()
  const kindLabel = useAuditKindLabel()
  const [actorEmail, setActorEmail] = useState('')
  const [kind, setKind] = useState('')
  const apply = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    onApply({ actorEmail: actorEmail.trim() || null, kind: kind || null })
  }
  const clear = (): void => {
    setActorEmail('')
    setKind('')
    onApply({ actorEmail: null, kind: null })
  }
  return (
    <form role="search" className="console-filters" aria-label={t('staffConsole.audit.filters')} onSubmit={apply}>
      <div className="field">
        <label className="field-label" htmlFor="audit-filter-person">
          {t('staffConsole.audit.person')}
        </label>
        <input
          id="audit-filter-person"
          className="field-control"
          type="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={actorEmail}
          onChange={(event) => setActorEmail(event.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="audit-filter-kind">
          {t('staffConsole.audit.kind')}
        </label>
        <select id="audit-filter-kind" className="field-control field-select" value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
          <option value="">{t('staffConsole.audit.allKinds')}</option>
          {AUDIT_KINDS.map((value) => (
            <option key={value} value={value}>
              {kindLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="area-actions">
        <button type="submit" className="button">
          {t('staffConsole.audit.apply')}
        </button>
        <button type="button" className="button button-secondary" onClick={clear}>
          {t('staffConsole.audit.clear')}
        </button>
      </div>
    </form>
  )
}
