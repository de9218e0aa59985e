import { FieldError } from '../../forms/FieldParts'
import { submitOnEnter } from './submit-on-enter'

export interface CardOption {
  readonly value: string
  readonly label: string
  readonly description?: string
}

interface ChoiceCardsProps {
  readonly id: string
  readonly legend: string
  /** Hide the legend visually when the step heading already says it (still read by screen readers). */
  readonly legendHidden?: boolean
  readonly options: readonly CardOption[]
  readonly value: string | null
  readonly onChange: (value: string) => void
  readonly error?: string | null
}

/**
 * A single choice as large cards: native radio buttons (arrow keys move, one
 * tab stop), each with a description the radio names in aria-describedby.
 */
export function ChoiceCards({ id, legend, legendHidden = false, options, value, onChange, error = null }: ChoiceCardsProps) {
  const errorId = `${id}-error`
  return (
    <fieldset className="match-fieldset" aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
      <legend className={legendHidden ? 'match-sr-only' : 'match-legend'}>{legend}</legend>
      <div className="match-cards">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          const checked = value === option.value
          return (
            <label key={option.value} className="match-card" htmlFor={optionId} data-checked={checked || undefined}>
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={checked}
                onKeyDown={submitOnEnter}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className="match-card-body">
                <span className="match-card-label">{option.label}</span>
                {option.description && (
                  <span id={`${optionId}-description`} className="match-card-description">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
