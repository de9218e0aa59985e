import { useTranslation } from 'react-i18next'
import { describedBy } from '../../../forms/FieldParts'
import { translateKey } from '../../../forms/messages'
import { DOMAIN_ERROR_KEYS } from '../shared/field-errors'
import { fromTimeInput, TIME_STEP_MIN, toTimeInput } from './time-options'
import type { AvailabilityAction, EditableWindow, WindowPart, WindowProblems } from './window-editing-state'

interface DayWindowsProps {
  readonly weekday: number
  readonly dayName: string
  readonly windows: readonly EditableWindow[]
  readonly problems: WindowProblems
  readonly dispatch: (action: AvailabilityAction) => void
}

/** One day's windows: From/To time inputs per row, Remove, and "Add a window"; problems under the row they concern. */
export function DayWindows({ weekday, dayName, windows, problems, dispatch }: DayWindowsProps) {
  const { t, i18n } = useTranslation()
  const problemText = (code: string | undefined): string | null => (code === undefined ? null : translateKey(i18n, DOMAIN_ERROR_KEYS[code] ?? 'ambassadorsArea.errors.badTime'))
  return (
    <fieldset className="area-day">
      <legend className="area-day-name">{dayName}</legend>
      {windows.length === 0 && <p className="area-muted area-day-empty">{t('ambassadorsArea.availability.noWindows')}</p>}
      {windows.map((window) => {
        const rowProblems = problems.rows[window.id] ?? {}
        const message = problemText(rowProblems.start ?? rowProblems.end ?? rowProblems.weekday)
        const errorId = `window-${window.id}-error`
        const select = (part: WindowPart) => {
          const invalid = rowProblems[part] !== undefined
          return (
            <label className="area-time">
              <span>{part === 'start' ? t('ambassadorsArea.availability.from') : t('ambassadorsArea.availability.to')}</span>
              <input
                id={`window-${window.id}-${part}`}
                type="time"
                step={TIME_STEP_MIN * 60}
                required
                className="field-control"
                value={toTimeInput(window[part])}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy(part === 'end' && 'weekly-midnight-hint', message !== null && errorId)}
                onChange={(event) => dispatch({ type: 'updateWindow', id: window.id, part, value: fromTimeInput(part, event.currentTarget.value) })}
              />
            </label>
          )
        }
        return (
          <div key={window.id} className="area-window" data-invalid={message !== null || undefined}>
            <div className="area-window-row">
              {select('start')}
              {select('end')}
              <button
                type="button"
                className="button button-secondary"
                aria-label={t('ambassadorsArea.availability.removeWindowLabel', { day: dayName, start: window.start, end: window.end })}
                onClick={() => dispatch({ type: 'removeWindow', id: window.id })}
              >
                {t('ambassadorsArea.availability.removeWindow')}
              </button>
            </div>
            <p id={errorId} className="field-error" aria-live="polite">
              {message}
            </p>
          </div>
        )
      })}
      <button
        id={`add-window-${weekday}`}
        type="button"
        className="area-link-button"
        aria-label={t('ambassadorsArea.availability.addWindowOn', { day: dayName })}
        onClick={() => dispatch({ type: 'addWindow', weekday })}
      >
        {t('ambassadorsArea.availability.addWindow')}
      </button>
    </fieldset>
  )
}
