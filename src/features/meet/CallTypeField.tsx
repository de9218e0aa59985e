import { useTranslation } from 'react-i18next'
import type { FieldBinding } from '../../forms'
import { FieldError } from '../../forms/FieldParts'
import type { MeetingType } from './book-meeting'

const TYPES: readonly MeetingType[] = ['VIDEO', 'PHONE']

/** Video or phone: a native radio group (arrow keys), each choice with a line of explanation. */
export function CallTypeField({ field }: { field: FieldBinding<MeetingType> }) {
  const { t } = useTranslation()
  return (
    <fieldset className="field call-type" data-invalid={field.invalid || undefined}>
      <legend className="field-label">{field.label}</legend>
      <div className="call-type-options">
        {TYPES.map((type, index) => (
          <label key={type} className="call-type-option" htmlFor={`${field.id}-${type}`}>
            <input
              id={`${field.id}-${type}`}
              ref={index === 0 ? field.attachFocus : undefined}
              type="radio"
              name={field.name}
              value={type}
              checked={field.value === type}
              onChange={() => field.onChange(type, 'change')}
              onBlur={field.onBlur}
            />
            <span className="call-type-name">
              {t(`meet.type.${type}`)}
              <span className="call-type-text">{t(`meet.typeHint.${type}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  )
}
