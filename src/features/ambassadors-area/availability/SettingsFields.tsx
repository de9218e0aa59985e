import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, FieldError, FieldHint, FieldLabel } from '../../../forms/FieldParts'
import { MEETING_LENGTHS_MIN } from '../../../contract/limits'
import type { SettingsErrors } from './settings-errors'
import { zoneName } from '../../../contract/meeting-times'
import { usePageLocale } from '../../../routing/usePageLocale'
import { deviceTimeZone, timeZoneChoices, zoneChoiceLabel } from './time-options'
import type { AvailabilityAction, AvailabilityDraft } from './window-editing-state'

interface SettingsFieldsProps {
  readonly draft: AvailabilityDraft
  readonly dispatch: (action: AvailabilityAction) => void
  readonly errors: SettingsErrors
}

/** Time zone (every IANA zone the browser knows), meeting length and the "I take calls" switch. */
export function SettingsFields({ draft, dispatch, errors }: SettingsFieldsProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const zones = useMemo(() => timeZoneChoices(draft.timeZone).map((zone) => ({ zone, label: zoneChoiceLabel(zone, locale) })), [draft.timeZone, locale])
  const device = deviceTimeZone()
  const zoneError = errors.timeZone ?? null
  const lengthError = errors.meetingMinutes ?? null
  return (
    <div className="area-settings">
      <div className="field" data-invalid={zoneError !== null || undefined}>
        <FieldLabel htmlFor="availability-zone" required>
          {t('fields.timeZone')}
        </FieldLabel>
        <FieldHint id="availability-zone-hint">{t('ambassadorsArea.availability.timeZoneHint')}</FieldHint>
        <select
          id="availability-zone"
          className="field-control field-select"
          value={draft.timeZone}
          aria-invalid={zoneError !== null || undefined}
          aria-describedby={describedBy('availability-zone-hint', zoneError !== null && 'availability-zone-error')}
          onChange={(event) => dispatch({ type: 'setTimeZone', value: event.currentTarget.value })}
        >
          {zones.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id="availability-zone-error" error={zoneError} />
        {device !== null && device !== draft.timeZone && (
          <button type="button" className="area-link-button" onClick={() => dispatch({ type: 'setTimeZone', value: device })}>
            {t('ambassadorsArea.availability.useDeviceZone', { zone: zoneName(device, locale) })}
          </button>
        )}
      </div>
      <div className="field" data-invalid={lengthError !== null || undefined}>
        <FieldLabel htmlFor="availability-length" required>
          {t('fields.meetingMinutes')}
        </FieldLabel>
        <select
          id="availability-length"
          className="field-control field-select area-narrow"
          value={String(draft.meetingMinutes)}
          aria-invalid={lengthError !== null || undefined}
          aria-describedby={describedBy(lengthError !== null && 'availability-length-error')}
          onChange={(event) => dispatch({ type: 'setMeetingMinutes', value: Number(event.currentTarget.value) })}
        >
          {!(MEETING_LENGTHS_MIN as readonly number[]).includes(draft.meetingMinutes) && (
            <option value={String(draft.meetingMinutes)}>{t('ambassadorsArea.availability.minutes', { count: draft.meetingMinutes })}</option>
          )}
          {MEETING_LENGTHS_MIN.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('ambassadorsArea.availability.minutes', { count: minutes })}
            </option>
          ))}
        </select>
        <FieldError id="availability-length-error" error={lengthError} />
      </div>
      <div className="field field-checkbox">
        <div className="field-checkbox-row">
          <input
            id="availability-accepts"
            type="checkbox"
            className="field-checkbox-input"
            checked={draft.acceptsMeetings}
            aria-describedby="availability-accepts-hint"
            onChange={(event) => dispatch({ type: 'setAcceptsMeetings', value: event.currentTarget.checked })}
          />
          <label className="field-checkbox-label" htmlFor="availability-accepts">
            {t('ambassadorsArea.availability.accepts')}
          </label>
        </div>
        <FieldHint id="availability-accepts-hint">{t('ambassadorsArea.availability.acceptsHint')}</FieldHint>
      </div>
    </div>
  )
}
