import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useConsoleAction } from '../shared/useConsoleAction'
import { RowActionsMenu, type DangerousRowAction } from '../shared/RowActionsMenu'
import { NewProfilePreview } from '../profile-review/NewProfilePreview'
import { rowActions } from './ambassador-statuses'
import { ApproveAmbassadorMutation, EraseAmbassadorMutation, REFRESH_AMBASSADORS, SetAmbassadorStatusMutation, type StaffAmbassadorData } from './ambassadors-operations'

interface AmbassadorRowProps {
  readonly ambassador: StaffAmbassadorData
  readonly isOwner: boolean
  readonly onAnnounce: (message: string) => void
}

/** One ambassador: who (name, then e-mail on its own line), status, open questions, the actions that fit the status; deactivation and erasure in the row's menu, each confirmed in a dialog. */
export function AmbassadorRow({ ambassador, isOwner, onAnnounce }: AmbassadorRowProps) {
  const { t } = useTranslation()
  const [, approve] = useMutation(ApproveAmbassadorMutation)
  const [, setStatus] = useMutation(SetAmbassadorStatusMutation)
  const [, erase] = useMutation(EraseAmbassadorMutation)
  const approveAction = useConsoleAction()
  const reactivateAction = useConsoleAction()
  const deactivateAction = useConsoleAction()
  const eraseAction = useConsoleAction()
  const name = `${ambassador.firstName} ${ambassador.lastName}`.trim()
  const who = ambassador.erased ? t('staffConsole.ambassadors.erasedName') : name || ambassador.email
  const actions = rowActions(ambassador.status, ambassador.erased)
  // A new profile waiting for approval: staff read its public card first (issue 32).
  const [previewing, setPreviewing] = useState(false)
  const previewId = `new-profile-preview-${ambassador.id}`

  const runApprove = async (): Promise<void> => {
    const ok = await approveAction.run(async () => {
      const result = await approve({ ambassadorId: ambassador.id }, REFRESH_AMBASSADORS)
      return { error: result.error, fieldErrors: result.data?.approveAmbassador.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.ambassadors.approved', { name: who }))
  }
  const runReactivate = async (): Promise<void> => {
    const ok = await reactivateAction.run(async () => {
      const result = await setStatus({ ambassadorId: ambassador.id, status: 'ACTIVE' }, REFRESH_AMBASSADORS)
      return { error: result.error, fieldErrors: result.data?.setAmbassadorStatus.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.ambassadors.reactivated', { name: who }))
  }
  const runDeactivate = async (): Promise<boolean> => {
    let moved = { questions: 0, meetings: 0 }
    const ok = await deactivateAction.run(async () => {
      const result = await setStatus({ ambassadorId: ambassador.id, status: 'INACTIVE' }, REFRESH_AMBASSADORS)
      const payload = result.data?.setAmbassadorStatus
      if (payload) moved = { questions: payload.reroutedQuestionCount, meetings: payload.cancelledMeetingCount }
      return { error: result.error, fieldErrors: payload?.fieldErrors }
    })
    if (ok)
      onAnnounce(
        `${t('staffConsole.ambassadors.deactivated', { name: who })} ${t('staffConsole.ambassadors.rerouted', { count: moved.questions })} ${t('staffConsole.ambassadors.cancelled', { count: moved.meetings })}`,
      )
    return ok
  }
  const runErase = async (): Promise<boolean> => {
    const ok = await eraseAction.run(async () => {
      const result = await erase({ ambassadorId: ambassador.id }, REFRESH_AMBASSADORS)
      return { error: result.error, fieldErrors: result.data?.eraseAmbassador.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.ambassadors.erasedDone'))
    return ok
  }

  const error = approveAction.error ?? reactivateAction.error
  const keep = t('staffConsole.ambassadors.keep')
  // Deactivation and erasure: in the row's menu, each asked in a dialog that names the person (issue 34).
  const dangerous: DangerousRowAction[] = []
  if (actions.deactivate)
    dangerous.push({
      key: 'deactivate',
      label: t('staffConsole.ambassadors.deactivate'),
      ariaLabel: t('staffConsole.ambassadors.deactivateLabel', { name: who }),
      title: t('staffConsole.ambassadors.deactivateTitle', { name: who }),
      message: t('staffConsole.ambassadors.deactivateConfirm', { name: who }),
      confirmLabel: t('staffConsole.ambassadors.deactivateYes'),
      cancelLabel: keep,
      action: deactivateAction,
      onConfirm: runDeactivate,
    })
  if (actions.erase && isOwner)
    dangerous.push({
      key: 'erase',
      label: t('staffConsole.ambassadors.erase'),
      ariaLabel: t('staffConsole.ambassadors.eraseLabel', { name: who }),
      title: t('staffConsole.ambassadors.eraseTitle', { name: who }),
      message: t('staffConsole.ambassadors.eraseConfirm', { name: who }),
      confirmLabel: t('staffConsole.ambassadors.eraseYes'),
      cancelLabel: keep,
      action: eraseAction,
      onConfirm: runErase,
    })
  return (
    <>
      <tr>
        <th scope="row">
          <span className="console-primary-line">{who}</span>
          {!ambassador.erased && name !== '' && <span className="area-muted console-secondary-line">{ambassador.email}</span>}
        </th>
        <td data-label={t('staffConsole.ambassadors.status')}>{t(`staffConsole.ambassadors.statuses.${ambassador.status}`)}</td>
        <td data-label={t('staffConsole.ambassadors.openQuestions')}>{ambassador.openQuestionCount}</td>
        <td className="console-row-actions">
          <div className="area-actions">
            {actions.approve && (
              <button type="button" className="button button-secondary" aria-expanded={previewing} aria-controls={previewId} onClick={() => setPreviewing(!previewing)}>
                {t('staffConsole.profileReview.previewNew', { name: who })}
              </button>
            )}
            {actions.approve && (
              <button
                type="button"
                className="button"
                onClick={() => void runApprove()}
                aria-busy={approveAction.busy || undefined}
                aria-label={t('staffConsole.ambassadors.approveLabel', { name: who })}
              >
                {t('staffConsole.ambassadors.approve')}
              </button>
            )}
            {actions.reactivate && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void runReactivate()}
                aria-busy={reactivateAction.busy || undefined}
                aria-label={t('staffConsole.ambassadors.reactivateLabel', { name: who })}
              >
                {t('staffConsole.ambassadors.reactivate')}
              </button>
            )}
          </div>
          {error !== null && (
            <p className="area-error" role="alert">
              {error}
            </p>
          )}
          <RowActionsMenu label={t('staffConsole.rowActions.label', { name: who })} items={dangerous} />
        </td>
      </tr>
      {actions.approve && (
        <tr id={previewId} hidden={!previewing}>
          <td colSpan={4}>{previewing && <NewProfilePreview email={ambassador.email} />}</td>
        </tr>
      )}
    </>
  )
}
