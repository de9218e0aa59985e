import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { FormErrorSummary, SubmitButton, TextArea, useForm } from '../../../forms'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { ConfirmedAction } from '../shared/ConfirmedAction'
import { useConsoleAction } from '../shared/useConsoleAction'
import { localizeStaffErrors } from '../shared/staff-errors'
import { publicationRejectionSchema } from '../../../contract/validation/publication-review'
import { ApprovePublicationMutation, REFRESH_PUBLICATIONS, RejectPublicationMutation, type PendingPublicationData } from './publication-operations'

/** One Q&A waiting for approval, as it would appear: approve (asked first) or reject with an optional reason for the ambassador. */
export function PendingPublicationItem({ publication, onAnnounce }: { publication: PendingPublicationData; onAnnounce: (message: string) => void }) {
  const { t, i18n } = useTranslation()
  const [, approve] = useMutation(ApprovePublicationMutation)
  const [, reject] = useMutation(RejectPublicationMutation)
  const approveAction = useConsoleAction()
  const [rejecting, setRejecting] = useState(false)
  const rejectButton = useRef<HTMLButtonElement>(null)
  const titleId = `publication-${publication.id}`
  const who = publication.ambassador ? `${publication.ambassador.firstName} ${publication.ambassador.lastInitial}`.trim() : t('staffConsole.approval.formerAmbassador')
  const date = (iso: string): string => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const form = useForm({
    id: `reject-${publication.id}`,
    initialValues: { reason: '' },
    schema: publicationRejectionSchema,
    onSubmit: async (values: { reason: string }) => {
      const reason = values.reason.trim()
      const result = await reject({ questionId: publication.id, reason: reason === '' ? null : reason }, REFRESH_PUBLICATIONS)
      const payload = payloadOrThrow(result.data?.rejectPublication, result.error)
      return { fieldErrors: localizeStaffErrors(payload.fieldErrors) }
    },
    onSuccess: () => onAnnounce(t('staffConsole.approval.rejectedDone', { topic: publication.topic })),
  })
  const runApprove = async (): Promise<boolean> => {
    const ok = await approveAction.run(async () => {
      const result = await approve({ questionId: publication.id }, REFRESH_PUBLICATIONS)
      return { error: result.error, fieldErrors: result.data?.approvePublication.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.approval.approvedDone', { topic: publication.topic }))
    return ok
  }
  return (
    <article className="area-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="area-card-title" lang={publication.locale}>
        {publication.topic}
      </h3>
      <p className="area-meta">
        <span>{t('staffConsole.approval.by', { name: who })}</span>
        <span>{t('staffConsole.approval.requested', { when: date(publication.requestedAt) })}</span>
      </p>
      <p className="moderation-text" lang={publication.locale}>
        {publication.body}
      </p>
      <div className="area-answers">
        {publication.answers.map((answer) => (
          <p key={answer.id} className="moderation-text">
            {answer.body}
          </p>
        ))}
      </div>
      <div className="area-actions">
        <ConfirmedAction
          className="button"
          label={t('staffConsole.approval.approve')}
          ariaLabel={t('staffConsole.approval.approveLabel', { topic: publication.topic })}
          message={t('staffConsole.approval.approveConfirm')}
          confirmLabel={t('staffConsole.approval.approveYes')}
          cancelLabel={t('staffConsole.moderation.cancel')}
          action={approveAction}
          onConfirm={runApprove}
        />
        <button
          ref={rejectButton}
          type="button"
          className="button button-secondary"
          aria-expanded={rejecting}
          aria-controls={`${titleId}-reject`}
          aria-label={t('staffConsole.approval.rejectLabel', { topic: publication.topic })}
          onClick={() => setRejecting(!rejecting)}
        >
          {t('staffConsole.approval.reject')}
        </button>
      </div>
      <div id={`${titleId}-reject`} hidden={!rejecting}>
        {rejecting && (
          <form {...form.formProps} className="console-fieldset" aria-label={t('staffConsole.approval.rejectLabel', { topic: publication.topic })}>
            <FormErrorSummary form={form} />
            <TextArea field={form.field('reason')} rows={2} hint={t('staffConsole.approval.reasonHint')} />
            <div className="area-actions">
              <SubmitButton submitting={form.submitting}>{t('staffConsole.approval.rejectYes')}</SubmitButton>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setRejecting(false)
                  requestAnimationFrame(() => rejectButton.current?.focus())
                }}
              >
                {t('staffConsole.moderation.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </article>
  )
}
