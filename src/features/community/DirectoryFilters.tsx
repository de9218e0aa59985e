import { useTranslation } from 'react-i18next'
import type { FilterKey } from './directory-state'
import { FacetGroup, type FacetOption } from './FacetGroup'
import type { DirectoryUpdate } from './useDirectoryState'
import type { DirectoryState } from './directory-state'

const GROUPS: readonly { key: FilterKey; name: string }[] = [
  { key: 'fields', name: 'field' },
  { key: 'studyLevels', name: 'level' },
  { key: 'countries', name: 'country' },
  { key: 'languages', name: 'language' },
  { key: 'interests', name: 'interest' },
]

type FiltersProps = {
  state: DirectoryState
  options: Record<FilterKey, FacetOption[]>
  update: DirectoryUpdate
  /** Phones and tablets: the panel is a disclosure opened by the "Filters" button. */
  open: boolean
  onClose: () => void
  resultLabel: string
}

/** The filter panel: a sidebar on desktops, a disclosure under "Filters" on small screens. */
export function DirectoryFilters({ state, options, update, open, onClose, resultLabel }: FiltersProps) {
  const { t } = useTranslation()
  return (
    <div id="directory-filter-panel" className="directory-filter-panel" data-open={open}>
      <h3 className="directory-filter-title">{t('community.filters.title')}</h3>
      {GROUPS.map(({ key, name }) =>
        options[key].length ? (
          <FacetGroup
            key={key}
            legend={t(`community.filters.${key}`)}
            name={name}
            options={options[key]}
            selected={state[key]}
            onToggle={(value, checked) => update({ [key]: checked ? [...state[key], value] : state[key].filter((v) => v !== value) })}
          />
        ) : null,
      )}
      <div className="directory-filter-footer">
        <button type="button" className="button directory-filter-done" onClick={onClose}>
          {resultLabel}
        </button>
      </div>
    </div>
  )
}
