import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../../routing/usePageLocale'
import { WEEKLY_WINDOWS_MAX } from '../../../contract/limits'
import { zoneName } from '../../../contract/meeting-times'
import { DayWindows } from './DayWindows'
import { weekdayName } from './time-options'
import { WEEKDAYS, windowsOfDay, type AvailabilityAction, type AvailabilityDraft, type WindowProblems } from './window-editing-state'

interface WeeklyWindowsEditorProps {
  readonly draft: AvailabilityDraft
  readonly dispatch: (action: AvailabilityAction) => void
  readonly problems: WindowProblems
}

/** Monday to Sunday, each day with its windows in the ambassador's zone. */
export function WeeklyWindowsEditor({ draft, dispatch, problems }: WeeklyWindowsEditorProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  // Keyboard users land on what they just made, or back on the day's "Add" after a removal.
  const dispatchAndFocus = (action: AvailabilityAction): void => {
    const target =
      action.type === 'addWindow' ? `window-w${draft.nextId}-start` : action.type === 'removeWindow' ? `add-window-${draft.windows.find((w) => w.id === action.id)?.weekday}` : null
    dispatch(action)
    if (target !== null) requestAnimationFrame(() => document.getElementById(target)?.focus())
  }
  return (
    <fieldset className="area-week">
      <legend className="field-label">{t('ambassadorsArea.availability.weekly', { zone: zoneName(draft.timeZone, locale) })}</legend>
      <p id="weekly-midnight-hint" className="field-hint">
        {t('ambassadorsArea.availability.midnight')}
      </p>
      {problems.list.length > 0 && (
        <p className="field-error" role="alert">
          {t('ambassadorsArea.errors.tooManyWindows', { max: WEEKLY_WINDOWS_MAX })}
        </p>
      )}
      {WEEKDAYS.map((weekday) => (
        <DayWindows key={weekday} weekday={weekday} dayName={weekdayName(weekday, locale)} windows={windowsOfDay(draft, weekday)} problems={problems} dispatch={dispatchAndFocus} />
      ))}
    </fieldset>
  )
}
