import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActiveFilter } from './facet-options'
import type { DirectoryState } from './directory-state'
import type { DirectoryUpdate } from './useDirectoryState'

/** The filters in force, each removable, and "Clear all". */
export function ActiveFilters({ chips, state, update, onClear }: { chips: ActiveFilter[]; state: DirectoryState; update: DirectoryUpdate; onClear: () => void }) {
  const { t } = useTranslation()
  const list = useRef<HTMLUListElement>(null)
  if (chips.length === 0) return null
  const remove = (chip: ActiveFilter, index: number) => {
    if (chip.key === 'text') update({ text: '' })
    else if (chip.key === 'group') update({ group: null })
    else update({ [chip.key]: state[chip.key].filter((v) => v !== chip.value) })
    // The pressed chip is gone: keep keyboard focus on the next one (or the last one left).
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button')
      const next = buttons?.[index] ?? buttons?.[index - 1]
      if (next) next.focus()
      else document.getElementById('directory-search-input')?.focus()
    })
  }
  return (
    <div className="directory-active">
      <h3 className="visually-hidden">{t('community.active.label')}</h3>
      <ul ref={list} className="directory-chips">
        {chips.map((chip, index) => (
          <li key={`${chip.key}:${chip.value}`}>
            <button type="button" className="directory-chip" onClick={() => remove(chip, index)} aria-label={t('community.active.remove', { label: chip.label })}>
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="directory-clear" onClick={onClear}>
        {t('community.filters.clear')}
      </button>
    </div>
  )
}
