import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, FieldError, FieldHint, FieldLabel } from '../../forms/FieldParts'
import { usePageLocale } from '../../routing/usePageLocale'
import type { CityFieldProps } from '../match/city-field-contract'
import { useCitySearch } from './useCitySearch'
import { useCitySuggestions } from './useCitySuggestions'
import './maps.css'

/**
 * The /match city field with Places suggestions (same props and value as the
 * plain field it replaces; the ambassadors' onboarding uses it too): a text input that becomes an ARIA 1.2 combobox
 * once Places is loaded — on first focus, so visitors who skip the city send
 * nothing to Google. Suggestions are restricted to the chosen country;
 * choosing one gives the city with its coordinates. Without Places (no key,
 * script blocked, offline) it stays plain text: typing always works.
 */
export function PlacesCityField({ id, label, hint, value, country, error, onChange, required = false, inputRef, onBlur }: CityFieldProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [used, setUsed] = useState(false)
  const places = useCitySearch(used, locale)
  const search = places.status === 'ready' ? places.search : null
  const list = useCitySuggestions(search, country, onChange)
  const [hintId, errorId, listId] = [`${id}-hint`, `${id}-error`, `${id}-suggestions`]
  const optionId = (index: number) => `${listId}-${index}`
  const active = list.open ? list.items[list.highlighted] : undefined

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!search) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.move(event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault()
    } else if (event.key === 'Enter' && active) {
      // Enter picks the highlighted city instead of submitting the step.
      event.preventDefault()
      list.choose(active)
    } else if (event.key === 'Escape' && list.open) {
      event.preventDefault()
      list.close()
    }
  }

  const combobox = search
    ? ({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': list.open,
        'aria-controls': listId,
        'aria-activedescendant': active ? optionId(list.highlighted) : undefined,
      } as const)
    : {}

  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="city-combobox">
        <input
          ref={inputRef}
          id={id}
          name="city"
          type="text"
          className="field-control"
          autoComplete={search ? 'off' : 'address-level2'}
          value={value.city}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
          {...combobox}
          onFocus={() => setUsed(true)}
          required={required || undefined}
          onBlur={() => {
            list.close()
            onBlur?.()
          }}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            const city = event.currentTarget.value
            onChange({ city })
            list.typed(city)
          }}
        />
        {search && (
          <div className="city-suggestions" hidden={!list.open}>
            <ul id={listId} role="listbox" aria-label={t('maps.city.listLabel')}>
              {list.items.map((item, index) => (
                // Keys reach the options through the input (aria-activedescendant), which keeps the focus: mouse down must not blur it.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === list.highlighted}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => list.choose(item)}
                >
                  <span>{item.city}</span>
                  {item.detail && <span className="city-suggestion-secondary">{item.detail}</span>}
                </li>
              ))}
            </ul>
            <p className="city-suggestions-attribution">{t('maps.city.attribution')}</p>
          </div>
        )}
      </div>
      <p className="city-announcement" aria-live="polite">
        {list.announcement}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
