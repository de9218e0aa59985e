import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { INSIGHTS_RANGE_MESSAGE_KEYS, insightsRangeProblems, type InsightsRangeProblem } from '../../../contract/insights-range'
import { INSIGHTS_RANGE_MAX_DAYS } from '../../../contract/limits'
import { describedBy } from '../../../forms/FieldParts'
import { RANGE_PRESETS, type DayRange, type RangeChoice } from './range-choice'

interface RangePickerProps {
  readonly choice: RangeChoice
  readonly range: DayRange
  readonly onChoose: (next: RangeChoice) => void
}

/**
 * Last 7 / 30 / 90 days (applied as soon as chosen) or custom dates, checked
 * with the API's own rule when applied: each problem next to its field, and
 * focus on the first field in error.
 */
export function RangePicker({ choice, range, onChoose }: RangePickerProps) {
  const { t } = useTranslation()
  const [custom, setCustom] = useState(choice.preset === 'custom')
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const [problems, setProblems] = useState<{ from?: InsightsRangeProblem; to?: InsightsRangeProblem }>({})
  const message = (problem: InsightsRangeProblem | undefined): string | undefined => problem && t(INSIGHTS_RANGE_MESSAGE_KEYS[problem], { max: INSIGHTS_RANGE_MAX_DAYS })

  const apply = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const found = insightsRangeProblems(from, to)
    setProblems(found)
    if (found.from || found.to) {
      document.getElementById(found.from ? 'insights-from' : 'insights-to')?.focus()
      return
    }
    onChoose({ preset: 'custom', from, to })
  }
  const field = (id: 'from' | 'to', value: string, set: (next: string) => void) => {
    const error = message(problems[id])
    return (
      <div className="field" data-invalid={error ? true : undefined}>
        <label className="field-label" htmlFor={`insights-${id}`}>
          {t(id === 'from' ? 'fields.insightsFrom' : 'fields.insightsTo')}
        </label>
        <input
          id={`insights-${id}`}
          className="field-control"
          type="date"
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `insights-${id}-error`)}
          onChange={(event) => set(event.currentTarget.value)}
        />
        <p id={`insights-${id}-error`} className="field-error">
          {error}
        </p>
      </div>
    )
  }
  return (
    <form className="insights-range" noValidate onSubmit={apply}>
      <fieldset className="console-fieldset">
        <legend>{t('staffConsole.insights.range.legend')}</legend>
        <div className="insights-presets">
          {RANGE_PRESETS.map((preset) => (
            <label key={preset} className="insights-preset">
              <input
                type="radio"
                name="insights-range"
                checked={!custom && choice.preset === preset}
                onChange={() => {
                  setCustom(false)
                  setProblems({})
                  onChoose({ preset })
                }}
              />
              {t(`staffConsole.insights.range.${preset}`)}
            </label>
          ))}
          <label className="insights-preset">
            <input
              type="radio"
              name="insights-range"
              checked={custom}
              onChange={() => {
                // Start from the days on screen: usually a small change to them.
                setFrom(range.from)
                setTo(range.to)
                setCustom(true)
              }}
            />
            {t('staffConsole.insights.range.custom')}
          </label>
        </div>
        {custom && (
          <div className="console-filters">
            {field('from', from, setFrom)}
            {field('to', to, setTo)}
            <div className="area-actions">
              <button type="submit" className="button">
                {t('staffConsole.insights.range.apply')}
              </button>
            </div>
          </div>
        )}
      </fieldset>
    </form>
  )
}
