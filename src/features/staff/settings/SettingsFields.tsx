import { useTranslation } from 'react-i18next'
import { BOOKING_MIN_NOTICE_HOURS_RANGE, BOOKING_WINDOW_DAYS_RANGE, EMBED_ORIGINS_MAX } from '../../../contract/limits'
import { Checkbox, Select, TextArea, TextField } from '../../../forms'
import type { FormApi } from '../../../forms/useForm'
import { CheckboxGroup } from '../../ambassadors-area/profile/CheckboxGroup'
import { ColourField } from './ColourField'
import { refusedOrigins } from './settings-schema'
import type { SettingsFormValues } from './settings-form-values'

/** The settings form's fields, in groups a person scans: identity, look, languages, embedding, questions and bookings. */
export function SettingsFields({ form }: { form: Pick<FormApi<SettingsFormValues>, 'field'> }) {
  const { t } = useTranslation()
  const origins = form.field('allowedEmbedOrigins')
  const refused = refusedOrigins(origins.value)
  const number = { inputMode: 'numeric' as const, autoComplete: 'off', className: 'console-number' }
  return (
    <>
      <fieldset className="console-fieldset">
        <legend>{t('staffConsole.settings.identity')}</legend>
        <div className="console-pair">
          <TextField field={form.field('nameEn')} lang="en" autoComplete="organization" />
          <TextField field={form.field('nameFr')} lang="fr" autoComplete="off" />
        </div>
        <div className="console-pair">
          <TextField field={form.field('taglineEn')} lang="en" autoComplete="off" />
          <TextField field={form.field('taglineFr')} lang="fr" autoComplete="off" />
        </div>
      </fieldset>
      <fieldset className="console-fieldset">
        <legend>{t('staffConsole.settings.appearance')}</legend>
        <ColourField field={form.field('primaryColor')} />
      </fieldset>
      <CheckboxGroup
        field={form.field('locales')}
        hint={t('staffConsole.settings.localesHint')}
        choices={[
          { value: 'en', label: t('language.en') },
          { value: 'fr', label: t('language.fr') },
        ]}
      />
      <fieldset className="console-fieldset">
        <legend>{t('staffConsole.settings.embedding')}</legend>
        <TextArea
          // A list, not a text: its `max` counts origins, so no character counter.
          field={{ ...origins, maxLength: undefined }}
          rows={4}
          spellCheck={false}
          autoCapitalize="none"
          hint={
            <>
              {t('staffConsole.settings.originsHint', { max: EMBED_ORIGINS_MAX })}
              {refused.length > 0 && <strong> {t('staffConsole.settings.originsRefused', { origins: refused.join(', ') })}</strong>}
            </>
          }
        />
        <TextField field={form.field('mapsApiKey')} autoComplete="off" spellCheck={false} autoCapitalize="none" hint={t('staffConsole.settings.mapsKeyHint')} />
      </fieldset>
      <fieldset className="console-fieldset">
        <legend>{t('staffConsole.settings.questionsAndBookings')}</legend>
        <Select
          field={form.field('questionRouting')}
          placeholder={false}
          hint={t('staffConsole.settings.routingHint')}
          options={[
            { value: 'BEST_AVAILABLE', label: t('staffConsole.settings.routing.BEST_AVAILABLE') },
            { value: 'ROUND_ROBIN', label: t('staffConsole.settings.routing.ROUND_ROBIN') },
          ]}
        />
        <div className="console-pair">
          <TextField field={form.field('bookingMinNoticeHours')} {...number} hint={t('staffConsole.settings.rangeHint', BOOKING_MIN_NOTICE_HOURS_RANGE)} />
          <TextField field={form.field('bookingWindowDays')} {...number} hint={t('staffConsole.settings.rangeHint', BOOKING_WINDOW_DAYS_RANGE)} />
        </div>
        <Checkbox field={form.field('requirePublicationApproval')} hint={t('staffConsole.settings.approvalHint')} />
        <TextField field={form.field('meetingLinkTemplate')} type="url" inputMode="url" spellCheck={false} hint={t('staffConsole.settings.meetingLinkHint')} />
        <Checkbox field={form.field('phoneCallsEnabled')} hint={t('staffConsole.settings.phoneCallsHint')} />
        <Checkbox field={form.field('requireProfileApproval')} hint={t('staffConsole.settings.profileApprovalHint')} />
      </fieldset>
    </>
  )
}
