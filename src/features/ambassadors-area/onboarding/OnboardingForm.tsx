import { useCallback, useMemo, useReducer, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { onboardingProfileSchema, STUDY_LEVEL_VALUES } from '../../../contract/validation/account-schemas'
import { FormErrorSummary, Select, SubmitButton, TextField, useForm } from '../../../forms'
import { usePageLocale } from '../../../routing/usePageLocale'
import { countryOptions } from '../../match/display-names'
import type { Account } from '../area/account-operations'
import { deviceTimeZone, timeZoneChoices, zoneChoiceLabel } from '../availability/time-options'
import { WeeklyWindowsEditor } from '../availability/WeeklyWindowsEditor'
import { availabilityReducer, draftFromSource, hasProblems, problemsByRow, toAvailabilityInput, validateWindows, type WindowProblems } from '../availability/window-editing-state'
import { CheckboxGroup } from '../profile/CheckboxGroup'
import { SafeguardedTextArea, SafeguardedTextField } from '../../safeguarding/SafeguardedFields'
import { languageChoices } from '../profile/language-choices'
import { localizeFieldErrors, payloadOrThrow } from '../shared/field-errors'
import { onboardingValuesOf, splitWindowErrors, type OnboardingValues } from './onboarding-values'
import { OnboardingCityField, type Coordinates } from './OnboardingCityField'
import { CompleteProfileMutation, type OnboardingOptions } from './onboarding-operations'

/**
 * The invitee's profile, checked with the shared onboarding rules; the weekly
 * windows use the availability editor (its row-by-row problems, the API's
 * `weeklyAvailability.<i>.<part>` errors placed on the same rows).
 */
export function OnboardingForm({ account, options }: { account: Account; options: OnboardingOptions }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, complete] = useMutation(CompleteProfileMutation)
  const [draft, dispatch] = useReducer(availabilityReducer, account, draftFromSource)
  const [serverWindows, setServerWindows] = useState<WindowProblems | null>(null)
  // Set when a Places suggestion is chosen, dropped when the city is typed (OnboardingCityField).
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const initialValues = useMemo(() => onboardingValuesOf(account, deviceTimeZone()), [account])
  const languages = useMemo(
    () => languageChoices(locale, options.directoryFacets.languages, account.ambassador.languages),
    [locale, options.directoryFacets.languages, account.ambassador.languages],
  )
  const interests = useMemo(() => options.organization.interests.map((term) => ({ value: term.key, label: term.name })), [options.organization.interests])
  const fields = useMemo(() => options.organization.fields.map((term) => ({ value: term.key, label: term.name })), [options.organization.fields])
  const levels = STUDY_LEVEL_VALUES.map((level) => ({ value: level, label: t(`ambassador.studyLevel.${level}`) }))
  const countries = useMemo(() => countryOptions(locale).map((country) => ({ value: country.code, label: country.name })), [locale])

  const onSubmit = useCallback(
    async (values: OnboardingValues) => {
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        fieldKey: values.fieldKey,
        studyLevel: values.studyLevel as (typeof STUDY_LEVEL_VALUES)[number],
        languages: values.languages,
        country: values.country,
        city: values.city.trim(),
        ...coordinates,
        interests: values.interests,
        headline: values.headline.trim(),
        headlineFr: values.headlineFr.trim(),
        bioEn: values.bioEn.trim(),
        bioFr: values.bioFr.trim(),
        timeZone: values.timeZone,
        weeklyAvailability: toAvailabilityInput(draft).windows,
        // The ambassador's e-mails (approval) are written in the language they fill this in.
        locale,
      }
      const result = await complete({ input })
      const payload = payloadOrThrow(result.data?.completeProfile, result.error)
      const { windows } = splitWindowErrors(payload.fieldErrors)
      setServerWindows(windows.length > 0 ? problemsByRow(draft, windows) : null)
      return { ...payload, fieldErrors: localizeFieldErrors(payload.fieldErrors) }
    },
    [complete, draft, coordinates, locale],
  )
  const form = useForm<OnboardingValues>({ id: 'ambassador-onboarding', initialValues, schema: onboardingProfileSchema, onSubmit })
  const zones = useMemo(() => timeZoneChoices(form.values.timeZone).map((zone) => ({ value: zone, label: zoneChoiceLabel(zone, locale) })), [form.values.timeZone, locale])

  // The windows are checked first: a problem stays on its row, focused, and nothing is sent.
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    const problems = validateWindows(draft)
    if (hasProblems(problems)) {
      event.preventDefault()
      setServerWindows(problems)
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('.area-week [aria-invalid="true"]')?.focus())
      return
    }
    form.formProps.onSubmit(event)
  }

  return (
    <form ref={formElement} noValidate onSubmit={submit} className="area-form area-profile">
      <FormErrorSummary form={form} />
      <TextField field={form.field('firstName')} autoComplete="given-name" />
      <TextField field={form.field('lastName')} autoComplete="family-name" />
      <Select field={form.field('fieldKey')} options={fields} />
      <Select field={form.field('studyLevel')} options={levels} />
      <CheckboxGroup field={form.field('languages')} choices={languages} hint={t('ambassadorsArea.profile.languagesHint')} />
      <Select field={form.field('country')} options={countries} autoComplete="country" />
      <OnboardingCityField field={form.field('city')} country={form.values.country} onCoordinates={setCoordinates} />
      <CheckboxGroup field={form.field('interests')} choices={interests} hint={t('ambassadorsArea.profile.interestsHint')} />
      <SafeguardedTextField field={form.field('headline')} serverError={form.state.serverErrors.headline} hint={t('ambassadorsArea.profile.headlineHint')} lang="en" />
      <SafeguardedTextField field={form.field('headlineFr')} serverError={form.state.serverErrors.headlineFr} hint={t('ambassadorsArea.profile.headlineFrHint')} lang="fr" />
      <SafeguardedTextArea field={form.field('bioEn')} serverError={form.state.serverErrors.bioEn} rows={5} lang="en" />
      <SafeguardedTextArea field={form.field('bioFr')} serverError={form.state.serverErrors.bioFr} rows={5} lang="fr" />
      <Select field={form.field('timeZone')} options={zones} placeholder={false} hint={t('ambassadorsArea.availability.timeZoneHint')} />
      <WeeklyWindowsEditor
        draft={{ ...draft, timeZone: form.values.timeZone }}
        dispatch={(action) => {
          setServerWindows(null)
          dispatch(action)
        }}
        problems={serverWindows ?? validateWindows(draft)}
      />
      <SubmitButton submitting={form.submitting}>{t('ambassadorsArea.onboarding.submit')}</SubmitButton>
    </form>
  )
}
