import type { ReactNode } from 'react'

/*
 * The controls of the console's filters (ambassadors, audit log, moderation
 * queue): a visible label tied to a plain control, laid out like the forms'
 * fields. Not src/forms' fields: a filter has no validation, errors or hints.
 */

interface FilterControlProps {
  readonly id: string
  readonly label: ReactNode
  readonly value: string
  readonly onChange: (value: string) => void
}

export interface FilterOption {
  readonly value: string
  readonly label: string
}

function FilterField({ id, label, className, children }: { id: string; label: ReactNode; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** A choice among `options`, in their order (an "all" choice is one of them, with value ''). `className` is added to the field's frame. */
export function FilterSelect({ id, label, value, onChange, options, className }: FilterControlProps & { readonly options: readonly FilterOption[]; readonly className?: string }) {
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} className="field-control field-select" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  )
}

/** Text to search by: names or addresses, so no autocompletion or spelling marks (and no capital first letter for an address). */
export function FilterInput({ id, label, value, onChange, type }: FilterControlProps & { readonly type: 'search' | 'email' }) {
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        className="field-control"
        type={type}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize={type === 'email' ? 'none' : undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FilterField>
  )
}
