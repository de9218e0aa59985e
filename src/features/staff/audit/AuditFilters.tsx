import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterInput, FilterSelect } from '../shared/FilterFields'
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
      <FilterInput id="audit-filter-person" type="email" label={t('staffConsole.audit.person')} value={actorEmail} onChange={setActorEmail} />
      <FilterSelect
        id="audit-filter-kind"
        label={t('staffConsole.audit.kind')}
        value={kind}
        onChange={setKind}
        options={[{ value: '', label: t('staffConsole.audit.allKinds') }, ...AUDIT_KINDS.map((value) => ({ value, label: kindLabel(value) }))]}
      />
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
