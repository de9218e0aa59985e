import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterInput, FilterSelect } from '../shared/FilterFields'
import { AUDIT_KINDS } from './audit-format'
import { auditRange } from './audit-range'
import { useAuditKindLabel } from './AuditEntryItem'

export interface AuditFilter {
  readonly actorEmail: string | null
  readonly kind: string | null
  /** Instants the API filters on: from `since` (included) to `until` (excluded). */
  readonly since: string | null
  readonly until: string | null
}

export const NO_AUDIT_FILTER: AuditFilter = { actorEmail: null, kind: null, since: null, until: null }

/**
 * Filter the log by the person who acted (their e-mail), by kind and by days (issue 34); applied with the button,
 * so typing does not refetch on every key. A last day before the first is said next to it, and nothing is fetched.
 */
export function AuditFilters({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const { t } = useTranslation()
  const kindLabel = useAuditKindLabel()
  const [actorEmail, setActorEmail] = useState('')
  const [kind, setKind] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [orderError, setOrderError] = useState(false)
  const apply = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const range = auditRange(from, to)
    setOrderError(range === 'order')
    if (range === 'order') return document.getElementById('audit-filter-until')?.focus()
    onApply({ actorEmail: actorEmail.trim() || null, kind: kind || null, ...range })
  }
  const clear = (): void => {
    setActorEmail('')
    setKind('')
    setFrom('')
    setTo('')
    setOrderError(false)
    onApply(NO_AUDIT_FILTER)
  }
  return (
    <form role="search" className="console-filters" aria-label={t('staffConsole.audit.filters')} onSubmit={apply} noValidate>
      <FilterInput id="audit-filter-person" type="email" label={t('staffConsole.audit.person')} value={actorEmail} onChange={setActorEmail} />
      <FilterSelect
        id="audit-filter-kind"
        label={t('staffConsole.audit.kind')}
        value={kind}
        onChange={setKind}
        options={[{ value: '', label: t('staffConsole.audit.allKinds') }, ...AUDIT_KINDS.map((value) => ({ value, label: kindLabel(value) }))]}
      />
      <div className="field console-date-field">
        <label className="field-label" htmlFor="audit-filter-since">
          {t('staffConsole.audit.since')}
        </label>
        <input id="audit-filter-since" type="date" className="field-control" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
      </div>
      <div className="field console-date-field">
        <label className="field-label" htmlFor="audit-filter-until">
          {t('staffConsole.audit.until')}
        </label>
        <input
          id="audit-filter-until"
          type="date"
          className="field-control"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          aria-invalid={orderError || undefined}
          aria-describedby={orderError ? 'audit-filter-until-error' : undefined}
        />
        {orderError && (
          <p id="audit-filter-until-error" className="field-error">
            {t('staffConsole.audit.dateOrder')}
          </p>
        )}
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
