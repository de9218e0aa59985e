import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatNumber } from '../ambassadors/ambassador-format'

export type FacetOption = { value: string; label: string; count: number }

/** Long lists start with the most common values (and every selected one). */
const COLLAPSED_SIZE = 6

type FacetGroupProps = {
  legend: string
  name: string
  options: readonly FacetOption[]
  selected: readonly string[]
  onToggle: (value: string, checked: boolean) => void
}

/** One filter: a fieldset of checkboxes with counts, keyboard-native. */
export function FacetGroup({ legend, name, options, selected, onToggle }: FacetGroupProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const collapsible = options.length > COLLAPSED_SIZE + 2
  const visible = !collapsible || expanded ? options : options.filter((option, index) => index < COLLAPSED_SIZE || selected.includes(option.value))
  return (
    <fieldset className="facet-group">
      <legend>{legend}</legend>
      <ul id={`${id}-options`} className="facet-options">
        {visible.map((option) => {
          const inputId = `${id}-${option.value}`
          return (
            <li key={option.value}>
              <input
                id={inputId}
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              <label htmlFor={inputId}>
                <span>{option.label}</span> <span className="facet-count">({formatNumber(option.count, locale)})</span>
              </label>
            </li>
          )
        })}
      </ul>
      {collapsible && (
        <button type="button" className="facet-more" aria-expanded={expanded} aria-controls={`${id}-options`} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('community.filters.showFewer') : t('community.filters.showAll', { count: options.length })}
        </button>
      )}
    </fieldset>
  )
}
