import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInlinePanel } from '../../components/useInlinePanel'
import { FormErrorSummary, SubmitButton, TextArea, useForm } from '../../forms'
import type { SubmitResult } from '../../forms'
import { reportSchema } from '../../contract/validation/moderation-schemas'

interface ReportConversationProps {
  /** Prefix of the ids (several conversations on one page). */
  readonly id: string
  /** Already frozen: nothing to report (unless this report just did it: its confirmation stays). */
  readonly underReview: boolean
  /** Sends the trimmed reason; throws when the request fails (the form offers Retry). */
  readonly send: (reason: string) => Promise<SubmitResult>
  /** After the API took the report (e.g. read the conversation again: it is now under review). */
  readonly onReported?: () => void
}

/**
 * "Report this conversation", for either side: a reason (required, the
 * shared report rules), then a confirmation that staff were told and the
 * conversation is paused. Opening the form moves focus to the reason;
 * cancelling returns it to the button.
 */
export function ReportConversation({ id, underReview, send, onReported }: ReportConversationProps) {
  const { t } = useTranslation()
  const { open, setOpen, trigger, cancel } = useInlinePanel()
  const [done, setDone] = useState(false)
  const confirmation = useRef<HTMLParagraphElement>(null)
  const formId = `${id}-report`
  const form = useForm({
    id: formId,
    initialValues: { reason: '' },
    schema: reportSchema,
    onSubmit: (values: { reason: string }) => send(values.reason.trim()),
    onSuccess: () => {
      setDone(true)
      setOpen(false)
      onReported?.()
    },
  })
  const reasonField = form.field('reason')
  const reasonId = reasonField.id

  useEffect(() => {
    if (open) document.getElementById(reasonId)?.focus()
  }, [open, reasonId])
  useEffect(() => {
    if (done) confirmation.current?.focus()
  }, [done])

  if (done)
    return (
      <p ref={confirmation} className="report-conversation-done" role="status" tabIndex={-1}>
        {t('forms.safeguarding.report.done')}
      </p>
    )
  if (underReview) return null
  return (
    <div className="report-conversation">
      <button
        ref={trigger}
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={`${formId}-box`}
        onClick={() => (open ? cancel() : setOpen(true))}
      >
        {t('forms.safeguarding.report.open')}
      </button>
      <div id={`${formId}-box`} hidden={!open}>
        {open && (
          <form {...form.formProps} className="report-conversation-form" aria-label={t('forms.safeguarding.report.formLabel')}>
            <FormErrorSummary form={form} title={t('forms.safeguarding.report.failed')} />
            <TextArea field={reasonField} rows={3} hint={t('forms.safeguarding.report.hint')} />
            <div className="report-conversation-actions">
              <SubmitButton submitting={form.submitting} submittingText={t('forms.safeguarding.report.sending')}>
                {t('forms.safeguarding.report.send')}
              </SubmitButton>
              <button type="button" className="button button-secondary" onClick={cancel}>
                {t('forms.safeguarding.report.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  )
}
