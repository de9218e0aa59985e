import { useTranslation } from 'react-i18next'
import { TextArea, TextField, type FieldBinding } from '../../forms'
import type { ServerFieldError } from '../../forms/messages'
import type { TextAreaProps } from '../../forms/TextArea'
import type { TextFieldProps } from '../../forms/TextField'
import { spansInValue } from './highlight'
import { SafeguardingNotice } from './SafeguardingNotice'
import { useSafeguardingScan } from './useSafeguardingScan'

interface Safeguarded {
  /** The field's server error, if any (`form.state.serverErrors.<name>`): a SAFEGUARDING one is highlighted. */
  readonly serverError?: ServerFieldError | undefined
}

/**
 * The feedback of one text field: the API's SAFEGUARDING refusal (its spans
 * moved onto the value, the field invalid with the overall sentence, the
 * advice per category below) until the text is edited, else the live check.
 */
function useSafeguardingFeedback(field: FieldBinding<string>, serverError: ServerFieldError | undefined) {
  const { t } = useTranslation()
  const value = field.value ?? ''
  const live = useSafeguardingScan(value)
  const refused = serverError?.code === 'SAFEGUARDING'
  const text = refused ? value : live.text
  const spans = refused ? spansInValue(value, serverError.spans ?? []) : live.spans
  const id = `${field.id}-safeguarding`
  // Refused: the error line says the whole of it (not sent, nothing lost); the notice says what to change, where.
  const binding: FieldBinding<string> = refused ? { ...field, error: t('validation.safeguarding'), invalid: true } : field
  // While typing goes on, the last check stays on screen (its own text's excerpts) rather than blinking.
  return {
    field: binding,
    feedbackId: spans.length > 0 ? id : undefined,
    feedback: <SafeguardingNotice id={id} text={text} spans={spans} refused={refused} />,
  }
}

/** A `TextArea` checked against the organization's safeguarding rules as people type, showing the API's refusal highlighted. */
export function SafeguardedTextArea({ field, serverError, ...props }: TextAreaProps & Safeguarded) {
  const feedback = useSafeguardingFeedback(field, serverError)
  return <TextArea {...props} {...feedback} />
}

/** A `TextField` (topic, headline) with the same checks as `SafeguardedTextArea`. */
export function SafeguardedTextField({ field, serverError, ...props }: TextFieldProps & Safeguarded) {
  const feedback = useSafeguardingFeedback(field, serverError)
  return <TextField {...props} {...feedback} />
}
