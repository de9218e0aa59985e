import { useTranslation } from 'react-i18next'
import { brandTheme } from '../../../contract/brand-theme'
import { HEX_COLOR_PATTERN } from '../../../contract/colour'
import { describedBy, FieldError, FieldLabel } from '../../../forms/FieldParts'
import type { FieldBinding } from '../../../forms'

/**
 * The primary colour: a `#rrggbb` text input (typing, pasting) and the
 * platform's colour picker, kept in step. Any colour is accepted: the site's
 * theme derives readable shades of it (src/contract/brand-theme.ts, decision
 * 148), and this field shows them — a sample button as light pages will draw
 * it, and the shades of both themes — with the very computation the page head
 * runs. They are part of the field's description, read with the field rather
 * than announced on every keystroke.
 */
export function ColourField({ field }: { field: FieldBinding<string> }) {
  const { t } = useTranslation()
  const { attach } = field
  const value = (field.value ?? '').trim()
  const valid = HEX_COLOR_PATTERN.test(value)
  const theme = valid ? brandTheme(value) : null
  const shadesId = `${field.id}-shades`
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
          aria-describedby={describedBy(field.hintId, shadesId, field.invalid && field.errorId)}
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
        {theme && (
          <span className="console-colour-sample" style={{ backgroundColor: theme.light.fill, color: theme.light.onFill }} aria-hidden="true">
            {t('staffConsole.settings.colourSample')}
          </span>
        )}
      </div>
      <p id={shadesId} className="console-colour-shades">
        {theme
          ? t('staffConsole.settings.shades', { fill: theme.light.fill, link: theme.light.text, darkFill: theme.dark.fill, darkLink: theme.dark.text })
          : t('staffConsole.settings.shadesUnknown')}
      </p>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  )
}
