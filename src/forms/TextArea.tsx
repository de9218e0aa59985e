import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, hasHint } from './FieldParts'
import { boundControl, FieldShell } from './FieldShell'
import { measureLength } from '../contract/validation/rules'
import { useDebouncedValue } from './useDebouncedValue'
import type { FieldBinding } from './useForm'

/** A character counter is announced to screen readers only from this share of its limit on. */
const CHARACTER_COUNTER_ANNOUNCE_RATIO = 0.9
/** …and only once typing pauses this long, so every keystroke is not read out. */
const CHARACTER_COUNTER_ANNOUNCE_DELAY_MS = 700

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required' | 'children' | 'maxLength'>

export interface TextAreaProps extends NativeProps {
  readonly field: FieldBinding<string>
  readonly label?: ReactNode
  readonly hint?: ReactNode
  /** Character limit of the counter; defaults to the field's `max` rule. */
  readonly maxLength?: number
  /** Shown under the field (e.g. the safeguarding highlights); `feedbackId` names it in `aria-describedby`. */
  readonly feedback?: ReactNode
  readonly feedbackId?: string
}

/**
 * A labelled text area with a live "123 / 1000" counter. It counts what the
 * `min`/`max` rules count (user-perceived characters of the trimmed text, so
 * an emoji is one), which is why there is no native `maxlength` (UTF-16 units):
 * a paste past the limit stays whole and the counter and the error say by how
 * much. Screen readers hear the remaining count only near the limit, once
 * typing pauses.
 */
export function TextArea({ field, label, hint, maxLength, feedback, feedbackId, rows = 6, className, ...native }: TextAreaProps) {
  const { t, i18n } = useTranslation()
  const max = maxLength ?? field.maxLength
  const text = field.value ?? ''
  const used = measureLength(text)
  const counterId = `${field.id}-counter`
  const near = max !== undefined && used >= Math.floor(max * CHARACTER_COUNTER_ANNOUNCE_RATIO)
  const over = max !== undefined && used > max
  const remaining = max === undefined ? 0 : max - used
  const live = near ? (over ? t('forms.overLimit', { count: -remaining }) : t('forms.remaining', { count: remaining })) : ''
  const announced = useDebouncedValue(live, CHARACTER_COUNTER_ANNOUNCE_DELAY_MS)
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <FieldShell field={field} label={label} hint={hint} className={className} feedback={feedback}>
      <textarea
        {...native}
        {...boundControl(field)}
        rows={rows}
        className="field-control field-textarea"
        value={text}
        aria-describedby={describedBy(hasHint(hint) && field.hintId, max !== undefined && counterId, field.invalid && field.errorId, feedbackId)}
        onChange={(event) => field.onChange(event.currentTarget.value, 'input')}
      />
      {max !== undefined && (
        <div className={['field-counter', near && 'is-near', over && 'is-over'].filter(Boolean).join(' ')}>
          <span id={counterId}>
            <span aria-hidden="true">{t('forms.counter', { used: number.format(used), max: number.format(max) })}</span>
            <span className="forms-sr-only">{t('forms.counterSr', { used: number.format(used), max: number.format(max) })}</span>
          </span>
          {over && <span className="field-counter-over"> {live}</span>}
          <span className="forms-sr-only" aria-live="polite">
            {announced}
          </span>
        </div>
      )}
    </FieldShell>
  )
}
