import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, FieldError, FieldLabel } from '../../forms/FieldParts'
import { usePageLocale } from '../../routing/usePageLocale'
import { CityField } from './CityField'
import { countryOptions } from './display-names'
import { stepErrorText, type StepProps } from './step-props'
import { submitOnEnter } from './submit-on-enter'

/** Step 3: country (names from Intl.DisplayNames in the page's language) and, optionally, the city. */
export function StepOrigin({ answers, errors, answer }: StepProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const countries = useMemo(() => countryOptions(locale), [locale])
  const countryError = stepErrorText(t, errors.country)
  return (
    <div className="match-step-body match-origin">
      <div className="field" data-invalid={countryError ? true : undefined}>
        <FieldLabel htmlFor="match-country" required>
          {t('match.steps.origin.country')}
        </FieldLabel>
        <select
          id="match-country"
          name="country"
          className="field-control field-select"
          autoComplete="country"
          value={answers.country ?? ''}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={describedBy(countryError && 'match-country-error')}
          onKeyDown={submitOnEnter}
          onChange={(event) => {
            const country = event.currentTarget.value || null
            // Coordinates found for a city of another country no longer apply.
            answer(country === answers.country ? { country } : { country, place: { city: answers.place.city } })
          }}
        >
          <option value="">{t('match.steps.origin.countryPlaceholder')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldError id="match-country-error" error={countryError} />
      </div>
      <CityField
        id="match-city"
        label={t('match.steps.origin.city')}
        hint={t('match.steps.origin.cityHint')}
        value={answers.place}
        country={answers.country}
        error={stepErrorText(t, errors.city)}
        onChange={(place) => answer({ place })}
      />
    </div>
  )
}
