import { describedBy, FieldError, FieldHint, FieldLabel } from '../../forms/FieldParts'
import type { CityFieldProps } from './city-field-contract'

/** The city as plain text (no coordinates): the field without maps, and the fallback when Places is unavailable. */
export function PlainCityField({ id, label, hint, value, error, onChange }: CityFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <FieldLabel htmlFor={id} required={false}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <input
        id={id}
        name="city"
        type="text"
        className="field-control"
        autoComplete="address-level2"
        value={value.city}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        onChange={(event) => onChange({ city: event.currentTarget.value })}
      />
      <FieldError id={errorId} error={error} />
    </div>
  )
}
