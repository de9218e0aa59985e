import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterInput, FilterSelect } from '../shared/FilterFields'
import { AMBASSADOR_STATUSES, type AmbassadorFilter } from './ambassador-statuses'

/** Status and a search on names or e-mail, applied with the button (typing does not refetch on every key). */
export function AmbassadorFilters({ onApply, initialSearch = '' }: { onApply: (filter: AmbassadorFilter) => void; initialSearch?: string }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  const [search, setSearch] = useState(initialSearch)
  const apply = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const chosen = AMBASSADOR_STATUSES.find((value) => value === status) ?? null
    onApply({ status: chosen, search: search.trim() || null })
  }
  return (
    <form role="search" className="console-filters" aria-label={t('staffConsole.ambassadors.filters')} onSubmit={apply}>
      <FilterSelect
        id="ambassadors-filter-status"
        label={t('staffConsole.ambassadors.status')}
        value={status}
        onChange={setStatus}
        options={[
          { value: '', label: t('staffConsole.ambassadors.allStatuses') },
          ...AMBASSADOR_STATUSES.map((value) => ({ value, label: t(`staffConsole.ambassadors.statuses.${value}`) })),
        ]}
      />
      <FilterInput id="ambassadors-filter-search" type="search" label={t('staffConsole.ambassadors.search')} value={search} onChange={setSearch} />
      <div className="area-actions">
        <button type="submit" className="button">
          {t('staffConsole.ambassadors.apply')}
        </button>
      </div>
    </form>
  )
}
