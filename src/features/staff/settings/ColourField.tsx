import { useTranslation } from 'react-i18next'
import { PRIMARY_COLOR_MIN_CONTRAST } from '../../../contract/limits'
import { contrastRatio, formatContrast, HEX_COLOR_PATTERN } from '../../../contract/validation/organization-settings'
import { describedBy, FieldError, FieldLabel } from '../../../forms/FieldParts'
import type { FieldBinding } from '../../../forms'
import { usePageLocale } from '../../../routing/usePageLocale'

/**
 * The primary colour: a `#rrggbb` text input (typing, pasting) and the
 * platform's colour picker, kept in step, with a sample of white text on the
 * colour and the live contrast ratio — the very computation the API refuses
 * below 4.5:1 with (src/contract/validation/organization-settings.ts). The ratio is
 * part of the field's description, so it is read with the field rather than
 * announced on every keystroke. The sample shows only for a readable colour
 * (white text on a refused one would itself fail the page’s contrast).
 */
export function ColourField({ field }: { field: FieldBinding<string> }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { attach } = field
  const value = (field.value ?? '').trim()
  const valid = HEX_COLOR_PATTERN.test(value)
  const ratio = valid ? contrastRatio('#ffffff', value) : null
  const refused = ratio !== null && ratio < PRIMARY_COLOR_MIN_CONTRAST
  // The API's rounding (down, two decimals: a refused 4.499 never reads "4.50"), in the page's number format.
  const format = (n: number): string => Number(formatContrast(n)).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const contrastId = `${field.id}-contrast`
  return (
    <div className="field" data-invalid={field.invalid || undefined}>
      <FieldLabel htmlFor={field.id} required={field.required}>
        {field.label}
      </FieldLabel>
      <p id={field.hintId} className="field-hint">
        {t('staffConsole.settings.colourHint')}
      </p>
      <div className="console-colour-row">
        <input
          ref={attach}
          id={field.id}
          name={field.name}
          type="text"
          className="field-control"
          value={field.value ?? ''}
          required={field.required}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          maxLength={7}
          aria-invalid={field.invalid || undefined}
          aria-describedby={describedBy(field.hintId, contrastId, field.invalid && field.errorId)}
          onChange={(event) => field.onChange(event.currentTarget.value, 'input')}
          onBlur={field.onBlur}
        />
        <input
          type="color"
          className="console-colour-picker"
          aria-label={t('staffConsole.settings.colourPicker')}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => field.onChange(event.currentTarget.value, 'change')}
        />
        {valid && !refused && (
          <span className="console-colour-sample" style={{ backgroundColor: value }} aria-hidden="true">
            {t('staffConsole.settings.colourSample')}
          </span>
        )}
      </div>
      <p id={contrastId} className={refused ? 'console-contrast is-refused' : 'console-contrast'}>
        {ratio === null
          ? t('staffConsole.settings.contrastUnknown')
          : t(refused ? 'staffConsole.settings.contrastTooLow' : 'staffConsole.settings.contrastOk', {
              ratio: format(ratio),
              min: PRIMARY_COLOR_MIN_CONTRAST.toLocaleString(locale),
            })}
      </p>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  )
}
