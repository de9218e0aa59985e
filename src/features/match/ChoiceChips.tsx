import { useTranslation } from 'react-i18next'
import { FieldError } from '../../forms/FieldParts'
import { submitOnEnter } from './submit-on-enter'

export interface ChoiceOption {
  readonly value: string
  readonly label: string
}

interface ChoiceChipsProps {
  /** Id prefix of the group; the error paragraph is `${id}-error`. */
  readonly id: string
  readonly legend: string
  readonly options: readonly ChoiceOption[]
  readonly selected: readonly string[]
  readonly onToggle: (value: string, checked: boolean) => void
  readonly error?: string | null
  /** Shows "3 selected" beside the legend. */
  readonly showCount?: boolean
}

/**
 * A multi-select as chips with real checkbox semantics (a native checkbox per
 * chip: Space toggles, screen readers say "checked"). The whole chip is the
 * label, at least 44 px tall.
 */
export function ChoiceChips({ id, legend, options, selected, onToggle, error = null, showCount = false }: ChoiceChipsProps) {
  const { t } = useTranslation()
  const errorId = `${id}-error`
  return (
    <fieldset className="match-fieldset" aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className="match-legend">
        {legend}
        {showCount && selected.length > 0 && (
          <span className="match-legend-count"> · {t('match.steps.interests.selected', { count: options.filter((o) => selected.includes(o.value)).length })}</span>
        )}
      </legend>
      <ul className="match-chips">
        {options.map((option) => {
          const checked = selected.includes(option.value)
          return (
            <li key={option.value}>
              <label className="match-chip" data-checked={checked || undefined}>
                <input
                  type="checkbox"
                  name={id}
                  value={option.value}
                  checked={checked}
                  aria-invalid={error ? true : undefined}
                  onKeyDown={submitOnEnter}
                  onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
                />
                <span className="match-chip-text">{option.label}</span>
              </label>
            </li>
          )
        })}
      </ul>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
