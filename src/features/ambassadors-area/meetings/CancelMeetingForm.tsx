import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { FormErrorSummary, SubmitButton, useForm } from '../../../forms'
import { SafeguardedTextArea } from '../../safeguarding/SafeguardedFields'
import { CANCEL_REASON_MAX_CHARS } from '../../../contract/limits'
import { max, required } from '../../../contract/validation/rules'
import type { FormSchema } from '../../../contract/validation/schemas'
import { localizeFieldErrors, payloadOrThrow } from '../shared/field-errors'
import { REFRESH_ACCOUNT } from '../shared/refresh-account'
import { RespondToMeetingMutation, type AmbassadorMeeting } from './meetings-operations'

const cancelSchema = {
  reason: { labelKey: 'ambassadorsArea.meetings.cancelReasonLabel', rules: [required(), max(CANCEL_REASON_MAX_CHARS)] },
} satisfies FormSchema

interface CancelMeetingFormProps {
  readonly meeting: AmbassadorMeeting
  readonly name: string
  readonly onCancelled: () => void
  readonly onKeep: () => void
}

/** The confirmation step of a cancellation: the reason the visitor will read, then "Cancel the meeting" or "Keep it". */
export function CancelMeetingForm({ meeting, name, onCancelled, onKeep }: CancelMeetingFormProps) {
  const { t } = useTranslation()
  const [, respond] = useMutation(RespondToMeetingMutation)
  const onSubmit = useCallback(
    async (values: { reason: string }) => {
      const result = await respond({ input: { meetingId: meeting.id, action: 'CANCEL', reason: values.reason.trim() } }, REFRESH_ACCOUNT)
      const payload = payloadOrThrow(result.data?.respondToMeeting, result.error)
      return { ...payload, fieldErrors: localizeFieldErrors(payload.fieldErrors) }
    },
    [respond, meeting.id],
  )
  const form = useForm({ id: `cancel-${meeting.id}`, initialValues: { reason: '' }, schema: cancelSchema, onSubmit, onSuccess: onCancelled })
  const reason = form.field('reason')
  useEffect(() => {
    document.getElementById(reason.id)?.focus()
  }, [reason.id])
  return (
    <form {...form.formProps} className="area-confirm" aria-label={t('ambassadorsArea.meetings.cancelFormLabel', { name })}>
      <FormErrorSummary form={form} />
      <SafeguardedTextArea field={reason} serverError={form.state.serverErrors.reason} hint={t('ambassadorsArea.meetings.cancelReasonHint', { name })} rows={3} />
      <div className="area-actions">
        <SubmitButton submitting={form.submitting} className="button-danger">
          {t('ambassadorsArea.meetings.cancelYes')}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={onKeep}>
          {t('ambassadorsArea.meetings.cancelKeep')}
        </button>
      </div>
    </form>
  )
}
