import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, FieldError, FieldHint } from '../../../forms/FieldParts'
import { DATE_PATTERN } from '../../../contract/validation/account-schemas'
import { usePageLocale } from '../../../routing/usePageLocale'
import { formatCalendarDate, todayIn } from './time-options'
import { canAddOutOfOffice, type AvailabilityAction, type AvailabilityDraft } from './window-editing-state'

interface OutOfOfficeEditorProps {
  readonly draft: AvailabilityDraft
  readonly dispatch: (action: AvailabilityAction) => void
  /** The list's own problem (from the rules or the API). */
  readonly error: string | null
}

/** Days off: no slots are offered on them and the public card says the ambassador is away. */
export function OutOfOfficeEditor({ draft, dispatch, error }: OutOfOfficeEditorProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [date, setDate] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const today = todayIn(draft.timeZone)
  const add = (): void => {
    if (!DATE_PATTERN.test(date)) return setProblem(t('ambassadorsArea.errors.badDate'))
    if (date < today) return setProblem(t('ambassadorsArea.errors.pastDate'))
    if (!canAddOutOfOffice(draft)) return setProblem(t('ambassadorsArea.errors.tooManyDates'))
    setProblem(null)
    dispatch({ type: 'addOutOfOffice', date })
    setDate('')
  }
  const shown = problem ?? error
  return (
    <fieldset className="area-out-of-office">
      <legend className="field-label">{t('fields.outOfOffice')}</legend>
      <FieldHint id="out-of-office-hint">{t('ambassadorsArea.availability.outOfOfficeHint')}</FieldHint>
      {draft.outOfOffice.length === 0 ? (
        <p className="area-muted">{t('ambassadorsArea.availability.noDates')}</p>
      ) : (
        <ul className="area-dates">
          {draft.outOfOffice.map((day) => (
            <li key={day}>
              <span>{formatCalendarDate(day, locale)}</span>
              <button
                type="button"
                className="button button-secondary"
                aria-label={t('ambassadorsArea.availability.removeDateLabel', { date: formatCalendarDate(day, locale) })}
                onClick={() => {
                  dispatch({ type: 'removeOutOfOffice', date: day })
                  requestAnimationFrame(() => document.getElementById('out-of-office-date')?.focus())
                }}
              >
                {t('ambassadorsArea.availability.removeWindow')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="area-date-row">
        <label className="area-time">
          <span>{t('ambassadorsArea.availability.dateLabel')}</span>
          <input
            id="out-of-office-date"
            type="date"
            className="field-control"
            min={today}
            value={date}
            aria-invalid={shown !== null || undefined}
            aria-describedby={describedBy('out-of-office-hint', shown !== null && 'out-of-office-error')}
            onChange={(event) => setDate(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter adds the date instead of saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
          />
        </label>
        <button type="button" className="button button-secondary" onClick={add}>
          {t('ambassadorsArea.availability.addDate')}
        </button>
      </div>
      <FieldError id="out-of-office-error" error={shown} />
    </fieldset>
  )
}
