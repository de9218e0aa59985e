import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { ConfirmStep } from '../../session-area/ConfirmStep'
import { useAreaAction } from '../shared/useAreaAction'
import { CancelMeetingForm } from './CancelMeetingForm'
import { RespondToMeetingMutation, type AmbassadorMeeting } from './meetings-operations'
import { REFRESH_ACCOUNT } from '../shared/refresh-account'

type Step = 'idle' | 'declining' | 'cancelling'

interface MeetingActionsProps {
  readonly meeting: AmbassadorMeeting
  /** The visitor's first name, for the messages. */
  readonly name: string
  readonly onAnnounce: (message: string) => void
}

/**
 * Pending: confirm, or decline after a confirmation. Confirmed: cancel with a
 * reason (the visitor gets it with an updated calendar file). The API emails
 * the visitor in every case.
 */
export function MeetingActions({ meeting, name, onAnnounce }: MeetingActionsProps) {
  const { t } = useTranslation()
  const [, respond] = useMutation(RespondToMeetingMutation)
  const action = useAreaAction()
  const [step, setStep] = useState<Step>('idle')
  const declineButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  // Back from a confirmation: focus returns to the button that opened it.
  const back = (from: Step): void => {
    setStep('idle')
    action.clearError()
    requestAnimationFrame(() => (from === 'declining' ? declineButton : cancelButton).current?.focus())
  }
  const act = async (verb: 'CONFIRM' | 'DECLINE'): Promise<void> => {
    const ok = await action.run(async () => {
      const result = await respond({ input: { meetingId: meeting.id, action: verb } }, REFRESH_ACCOUNT)
      return { error: result.error, fieldErrors: result.data?.respondToMeeting.fieldErrors }
    })
    if (!ok) return
    setStep('idle')
    onAnnounce(t(verb === 'CONFIRM' ? 'ambassadorsArea.meetings.confirmedDone' : 'ambassadorsArea.meetings.declinedDone', { name }))
  }

  if (step === 'declining') {
    return (
      <ConfirmStep
        message={t('ambassadorsArea.meetings.declineConfirm', { name })}
        confirmLabel={t('ambassadorsArea.meetings.declineYes')}
        cancelLabel={t('ambassadorsArea.meetings.declineNo')}
        busy={action.busy}
        error={action.error}
        onConfirm={() => void act('DECLINE')}
        onCancel={() => back('declining')}
      />
    )
  }
  if (step === 'cancelling') {
    return (
      <CancelMeetingForm
        meeting={meeting}
        name={name}
        onCancelled={() => {
          setStep('idle')
          onAnnounce(t('ambassadorsArea.meetings.cancelledDone', { name }))
        }}
        onKeep={() => back('cancelling')}
      />
    )
  }
  if (meeting.status !== 'PENDING' && meeting.status !== 'CONFIRMED') return null
  return (
    <div className="area-actions">
      {meeting.status === 'PENDING' && (
        <>
          <button type="button" className="button" onClick={() => void act('CONFIRM')} aria-busy={action.busy || undefined}>
            {t('ambassadorsArea.meetings.confirm')}
          </button>
          <button ref={declineButton} type="button" className="button button-secondary" onClick={() => setStep('declining')}>
            {t('ambassadorsArea.meetings.decline')}
          </button>
        </>
      )}
      {meeting.status === 'CONFIRMED' && (
        <button ref={cancelButton} type="button" className="button button-secondary" onClick={() => setStep('cancelling')}>
          {t('ambassadorsArea.meetings.cancel')}
        </button>
      )}
      {action.error !== null && (
        <p className="area-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  )
}
