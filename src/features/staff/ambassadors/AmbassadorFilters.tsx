import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AMBASSADOR_STATUSES, type AmbassadorFilter } from './ambassador-statuses'

/** Status and a search on names or e-mail, applied with the button (typing does not refetch on every key). */
export function AmbassadorFilters({ onApply }: { onApply: (filter: AmbassadorFilter) => void }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  const [search, setSearch] = useState('')
  const apply = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const chosen = AMBASSADOR_STATUSES.find((value) => value === status) ?? null
    onApply({ status: chosen, search: search.trim() || null })
  }
  return (
    <form role="search" className="console-filters" aria-label={t('staffConsole.ambassadors.filters')} onSubmit={apply}>
      <div className="field">
        <label className="field-label" htmlFor="ambassadors-filter-status">
          {t('staffConsole.ambassadors.status')}
        </label>
        <select id="ambassadors-filter-status" className="field-control field-select" value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
          <option value="">{t('staffConsole.ambassadors.allStatuses')}</option>
          {AMBASSADOR_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`staffConsole.ambassadors.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="ambassadors-filter-search">
          {t('staffConsole.ambassadors.search')}
        </label>
        <input
          id="ambassadors-filter-search"
          className="field-control"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      <div className="area-actions">
        <button type="submit" className="button">
          {t('staffConsole.ambassadors.apply')}
        </button>
      </div>
    </form>
  )
}
