import { useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { FormErrorSummary, SubmitButton, useForm } from '../../../forms'
import { profileSchema } from '../../../contract/validation/account-schemas'
import { usePageLocale } from '../../../routing/usePageLocale'
import { readFragment } from '../../../graphql/graphql'
import { AccountFields, type Account } from '../area/account-operations'
import { AREA_PERSIST_PREFIX } from '../session/area-storage'
import { localizeFieldErrors, payloadOrThrow } from '../shared/field-errors'
import { SafeguardedTextArea, SafeguardedTextField } from '../../safeguarding/SafeguardedFields'
import { CheckboxGroup } from './CheckboxGroup'
import { languageChoices } from './language-choices'
import { UpdateProfileMutation, type ProfileOptions } from './profile-operations'

interface ProfileValues extends Record<string, unknown> {
  headline: string
  headlineFr: string
  bioEn: string
  bioFr: string
  city: string
  languages: string[]
  interests: string[]
}

/** The profile as last sent: the change waiting for review when there is one (issue 32), else the public profile. */
const valuesOf = (account: Account): ProfileValues => {
  const waiting = account.pendingProfileChange?.proposed
  const profile = waiting ?? { ...account.ambassador, headline: account.headline, headlineFr: account.headlineFr, bioEn: account.bioEn, bioFr: account.bioFr }
  return {
    headline: profile.headline,
    headlineFr: profile.headlineFr,
    bioEn: profile.bioEn,
    bioFr: profile.bioFr,
    city: profile.city,
    languages: [...profile.languages],
    interests: profile.interests.map((interest) => interest.key),
  }
}

/** Headline, bios in both languages, languages, interests and city, checked with the shared profile rules; `onSaved` says how it went. */
export function ProfileForm({ account, options, onSaved }: { account: Account; options: ProfileOptions; onSaved: (message: string) => void }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, update] = useMutation(UpdateProfileMutation)
  // Whether the last save waits for staff review (issue 32): the message after it says so.
  const waitsForReview = useRef(false)
  const initialValues = useMemo(() => valuesOf(account), [account])
  const languages = useMemo(
    () => languageChoices(locale, options.directoryFacets.languages, account.ambassador.languages),
    [locale, options.directoryFacets.languages, account.ambassador.languages],
  )
  const interests = useMemo(() => options.organization.interests.map((term) => ({ value: term.key, label: term.name })), [options.organization.interests])

  const onSubmit = useCallback(
    async (values: ProfileValues) => {
      onSaved('')
      const input = {
        headline: values.headline.trim(),
        headlineFr: values.headlineFr.trim(),
        bioEn: values.bioEn.trim(),
        bioFr: values.bioFr.trim(),
        city: values.city.trim(),
        languages: values.languages,
        interests: values.interests,
      }
      const result = await update({ input })
      const payload = payloadOrThrow(result.data?.updateProfile, result.error)
      waitsForReview.current = payload.me !== null && readFragment(AccountFields, payload.me).pendingProfileChange !== null
      return { ...payload, fieldErrors: localizeFieldErrors(payload.fieldErrors) }
    },
    [update, onSaved],
  )
  const onSuccess = useCallback(() => onSaved(t(waitsForReview.current ? 'ambassadorsArea.profile.savedForReview' : 'ambassadorsArea.profile.saved')), [t, onSaved])
  // Unsaved edits survive an expired session or a reload (per ambassador; forgotten on sign-out).
  const persistKey = `${AREA_PERSIST_PREFIX}profile:${account.ambassador.id}`
  const form = useForm<ProfileValues>({ id: 'ambassador-profile', initialValues, schema: profileSchema, persistKey, onSubmit, onSuccess })

  return (
    <form {...form.formProps} className="area-form area-profile">
      {form.state.draftRestored && <p className="area-notice">{t('ambassadorsArea.profile.draftRestored')}</p>}
      <FormErrorSummary form={form} />
      <SafeguardedTextField field={form.field('headline')} serverError={form.state.serverErrors.headline} hint={t('ambassadorsArea.profile.headlineHint')} lang="en" />
      <SafeguardedTextField field={form.field('headlineFr')} serverError={form.state.serverErrors.headlineFr} hint={t('ambassadorsArea.profile.headlineFrHint')} lang="fr" />
      <SafeguardedTextArea field={form.field('bioEn')} serverError={form.state.serverErrors.bioEn} rows={5} lang="en" />
      <SafeguardedTextArea field={form.field('bioFr')} serverError={form.state.serverErrors.bioFr} rows={5} lang="fr" />
      <SafeguardedTextField field={form.field('city')} serverError={form.state.serverErrors.city} autoComplete="address-level2" />
      <CheckboxGroup field={form.field('languages')} choices={languages} hint={t('ambassadorsArea.profile.languagesHint')} />
      <CheckboxGroup field={form.field('interests')} choices={interests} hint={t('ambassadorsArea.profile.interestsHint')} />
      <SubmitButton submitting={form.submitting}>{t('ambassadorsArea.profile.save')}</SubmitButton>
    </form>
  )
}
