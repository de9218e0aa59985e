import type { ReactNode } from 'react'
import { describedBy, FieldError, FieldHint } from '../../../forms/FieldParts'
import type { FieldBinding } from '../../../forms'

export interface Choice {
  readonly value: string
  readonly label: string
}

interface CheckboxGroupProps {
  readonly field: FieldBinding<string[]>
  readonly choices: readonly Choice[]
  readonly legend?: ReactNode
  readonly hint?: ReactNode
}

/** A list value (languages, interests) as a group of checkboxes under one legend, with one error for the group. */
export function CheckboxGroup({ field, choices, legend, hint }: CheckboxGroupProps) {
  const value = field.value ?? []
  const toggle = (choice: string, on: boolean): void => {
    const next = on ? [...value, choice] : value.filter((v) => v !== choice)
    field.onChange(next, 'change')
  }
  return (
    <fieldset
      className="field area-choice-group"
      data-invalid={field.invalid || undefined}
      aria-describedby={describedBy(hint !== undefined && field.hintId, field.invalid && field.errorId)}
    >
      <legend className="field-label">{legend ?? field.label}</legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <div className="area-choices">
        {choices.map((choice, index) => {
          const id = `${field.id}-${choice.value}`
          return (
            <div key={choice.value} className="area-choice">
              <input
                ref={index === 0 ? field.attachFocus : undefined}
                id={id}
                type="checkbox"
                className="field-checkbox-input"
                checked={value.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
              <label htmlFor={id}>{choice.label}</label>
            </div>
          )
        })}
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  )
}
