import { useCallback, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, FieldError, OptionalMark } from './FieldParts'
import { composePhone, countryOfInternational, countryOptions, formatInternational, isCountryCode, splitPhone } from './phone'
import type { CountryCode } from './phone'
import type { FieldBinding } from './useForm'

export interface PhoneInputProps {
  /** A string field holding E.164 (`+33612345678`), validated with the `phone` rule. */
  readonly field: FieldBinding<string>
  /** Country selected when the field is empty (the organization's or the visitor's). */
  readonly defaultCountry?: CountryCode
  readonly label?: ReactNode
  /** Shown until the number is valid; then the formatted international number is shown instead. */
  readonly hint?: ReactNode
  readonly className?: string
}

const DEFAULT_COUNTRY: Readonly<Record<string, CountryCode>> = { fr: 'FR', en: 'US' }

/**
 * Country selector (names in the page's language, with calling codes) plus
 * the number as dialled locally; the field gets E.164. Both are plain named
 * controls in the server HTML: whatever is picked and typed before hydration
 * is taken over when React starts.
 */
export function PhoneInput({ field, defaultCountry, label, hint, className }: PhoneInputProps) {
  const { t, i18n } = useTranslation()
  const fallback = defaultCountry ?? DEFAULT_COUNTRY[i18n.language] ?? 'US'
  const [local, setLocal] = useState(() => splitPhone(field.value ?? '', fallback))
  const [seen, setSeen] = useState(field.value)
  // The value changed from outside (draft restored, reset): show it in the two controls.
  if (seen !== field.value) {
    setSeen(field.value)
    if (composePhone(local.country, local.national) !== (field.value ?? '')) setLocal(splitPhone(field.value ?? '', fallback))
  }

  // ~245 options: built once per language, so typing does not re-render them.
  const optionElements = useMemo(
    () =>
      countryOptions(i18n.language).map((o) => (
        <option key={o.code} value={o.code}>
          {t('phone.option', { country: o.name, code: o.dialCode })}
        </option>
      )),
    [i18n.language, t],
  )

  const update = (country: CountryCode, national: string, trigger: 'input' | 'change' | 'update'): void => {
    setLocal({ country, national })
    const value = composePhone(country, national)
    setSeen(value)
    field.onChange(value, trigger)
  }

  const selectRef = useRef<HTMLSelectElement | null>(null)
  const adopted = useRef(false)
  const { attachFocus } = field
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      attachFocus(element)
      if (!element || adopted.current) return
      adopted.current = true
      // Picked or typed before hydration: the DOM has it, React's state does not yet.
      const select = selectRef.current
      const country = select && isCountryCode(select.value) ? select.value : local.country
      if (country !== local.country || element.value !== local.national) update(country, element.value, 'update')
    },
    // Runs once per element; `update` and `local` are read at that moment on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attachFocus],
  )

  const formatted = formatInternational(field.value ?? '')
  const groupLabelId = `${field.id}-legend`
  const countryId = `${field.id}-country`
  const hintText = formatted !== null ? t('phone.formatted', { number: formatted }) : (hint ?? t('phone.hint'))

  return (
    <fieldset className={['field', 'field-phone', className].filter(Boolean).join(' ')} data-invalid={field.invalid || undefined}>
      <legend id={groupLabelId} className="field-label">
        {label ?? field.label}
        <OptionalMark required={field.required} />
      </legend>
      <p id={field.hintId} className="field-hint">
        {hintText}
      </p>
      <div className="field-phone-row">
        <div className="field-phone-country">
          <label className="field-sublabel" htmlFor={countryId}>
            {t('phone.country')}
          </label>
          <select
            ref={selectRef}
            id={countryId}
            name={`${field.name}Country`}
            className="field-control field-select"
            value={local.country}
            onChange={(event) => {
              const next = event.currentTarget.value
              // No "required" message for merely picking a country before typing the number.
              if (isCountryCode(next)) update(next, local.national, local.national.trim() === '' ? 'update' : 'change')
            }}
            onBlur={() => {
              if (local.national.trim() !== '') field.onBlur()
            }}
          >
            {optionElements}
          </select>
        </div>
        <div className="field-phone-number">
          <label className="field-sublabel" htmlFor={field.id}>
            {t('phone.number')}
          </label>
          <input
            ref={inputRef}
            id={field.id}
            name={`${field.name}National`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className="field-control"
            value={local.national}
            required={field.required}
            aria-invalid={field.invalid || undefined}
            aria-describedby={describedBy(field.hintId, field.invalid && field.errorId)}
            onChange={(event) => {
              const national = event.currentTarget.value
              update(countryOfInternational(national) ?? local.country, national, 'input')
            }}
            onBlur={field.onBlur}
          />
        </div>
      </div>
      <input type="hidden" name={field.name} value={field.value ?? ''} />
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  )
}
