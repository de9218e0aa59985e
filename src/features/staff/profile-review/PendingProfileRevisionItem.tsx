import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { FormErrorSummary, SubmitButton, TextArea, useForm } from '../../../forms'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { profileRejectionSchema } from '../../../contract/validation/profile-review'
import { ConfirmedAction } from '../shared/ConfirmedAction'
import { useConsoleAction } from '../shared/useConsoleAction'
import { localizeStaffErrors } from '../shared/staff-errors'
import { ProfileCardPreview } from './ProfileCardPreview'
import { ProfileChangeDiff } from './ProfileChangeDiff'
import { ApproveProfileRevisionMutation, REFRESH_PROFILE_REVISIONS, RejectProfileRevisionMutation, type ProfileRevisionData } from './profile-review-operations'

/**
 * One profile change waiting: the card as it will appear, what changed, then
 * approve (asked first) or reject with a reason the ambassador is e-mailed.
 */
export function PendingProfileRevisionItem({ revision, onAnnounce }: { revision: ProfileRevisionData; onAnnounce: (message: string) => void }) {
  const { t, i18n } = useTranslation()
  const [, approve] = useMutation(ApproveProfileRevisionMutation)
  const [, reject] = useMutation(RejectProfileRevisionMutation)
  const approveAction = useConsoleAction()
  const [rejecting, setRejecting] = useState(false)
  const rejectButton = useRef<HTMLButtonElement>(null)
  const titleId = `profile-revision-${revision.id}`
  const name = `${revision.ambassador.firstName} ${revision.ambassador.lastName}`.trim() || revision.ambassador.email
  const when = new Date(revision.submittedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const form = useForm({
    id: `reject-profile-${revision.id}`,
    initialValues: { reason: '' },
    schema: profileRejectionSchema,
    onSubmit: async (values: { reason: string }) => {
      const result = await reject({ revisionId: revision.id, reason: values.reason.trim() }, REFRESH_PROFILE_REVISIONS)
      const payload = payloadOrThrow(result.data?.rejectProfileRevision, result.error)
      return { fieldErrors: localizeStaffErrors(payload.fieldErrors) }
    },
    onSuccess: () => onAnnounce(t('staffConsole.profileReview.rejectedDone', { name })),
  })
  const runApprove = async (): Promise<boolean> => {
    const ok = await approveAction.run(async () => {
      const result = await approve({ revisionId: revision.id }, REFRESH_PROFILE_REVISIONS)
      return { error: result.error, fieldErrors: result.data?.approveProfileRevision.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.profileReview.approvedDone', { name }))
    return ok
  }
  return (
    <article className="area-card" aria-labelledby={titleId}>
      <h4 id={titleId} className="area-card-title">
        {t('staffConsole.profileReview.itemTitle', { name })}
      </h4>
      <p className="area-meta">
        <span>{revision.ambassador.email}</span>
        <span>{t('staffConsole.profileReview.submitted', { when })}</span>
      </p>
      <ProfileChangeDiff changes={revision.changes} caption={t('staffConsole.profileReview.diffCaption', { name })} />
      <div className="profile-preview-pair">
        <ProfileCardPreview ambassadorId={revision.ambassador.id} profile={revision.proposed} label={t('staffConsole.profileReview.proposed')} />
        <ProfileCardPreview ambassadorId={revision.ambassador.id} profile={revision.current} label={t('staffConsole.profileReview.current')} />
      </div>
      <div className="area-actions">
        <ConfirmedAction
          className="button"
          label={t('staffConsole.profileReview.approve')}
          ariaLabel={t('staffConsole.profileReview.approveLabel', { name })}
          message={t('staffConsole.profileReview.approveConfirm', { name })}
          confirmLabel={t('staffConsole.profileReview.approveYes')}
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
          aria-label={t('staffConsole.profileReview.rejectLabel', { name })}
          onClick={() => setRejecting(!rejecting)}
        >
          {t('staffConsole.profileReview.reject')}
        </button>
      </div>
      <div id={`${titleId}-reject`} hidden={!rejecting}>
        {rejecting && (
          <form {...form.formProps} className="console-fieldset" aria-label={t('staffConsole.profileReview.rejectLabel', { name })}>
            <FormErrorSummary form={form} />
            <TextArea field={form.field('reason')} rows={3} hint={t('staffConsole.profileReview.reasonHint')} />
            <div className="area-actions">
              <SubmitButton submitting={form.submitting}>{t('staffConsole.profileReview.rejectYes')}</SubmitButton>
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
