import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { submitErrorMessage } from '../../forms/messages'
import { usePageLocale } from '../../routing/usePageLocale'
import type { ManagedMeeting } from './MeetingDetails'
import { CancelMeetingMutation } from './meet-operations'

type Step = 'idle' | 'confirming' | 'cancelling'

/**
 * Cancel in two presses: "Cancel this call", then a confirmation that names
 * the call. Escape or "Keep my call" steps back and returns focus. Cancelling
 * twice is harmless on the API side, so a retry is safe.
 */
export function CancelMeeting({ token, when, onCancelled }: { token: string; when: string; onCancelled: (meeting: ManagedMeeting) => void }) {
  const { t, i18n } = useTranslation()
  const locale = usePageLocale()
  const client = useClient()
  const [step, setStep] = useState<Step>('idle')
  const [error, setError] = useState<string | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const question = useRef<HTMLHeadingElement>(null)
  const returnFocus = useRef(false)
  useEffect(() => {
    if (step === 'confirming') question.current?.focus()
    if (step === 'idle' && returnFocus.current) {
      returnFocus.current = false
      opener.current?.focus()
    }
  }, [step])

  const keep = (): void => {
    returnFocus.current = true
    setError(null)
    setStep('idle')
  }
  const cancel = async (): Promise<void> => {
    setStep('cancelling')
    setError(null)
    const result = await client.mutation(CancelMeetingMutation, { token, locale }).toPromise()
    const payload = result.data?.cancelMeeting
    if (payload?.meeting && payload.fieldErrors.length === 0) return onCancelled(payload.meeting)
    setError(payload?.fieldErrors[0]?.message ?? submitErrorMessage(i18n, result.error))
    setStep('confirming')
  }

  if (step === 'idle') {
    return (
      <p className="meeting-cancel">
        <button ref={opener} type="button" className="button button-secondary button-danger" onClick={() => setStep('confirming')}>
          {t('meet.cancel.open')}
        </button>
      </p>
    )
  }
  return (
    // Escape steps back, like closing a dialog; the buttons do the same with a press.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="meeting-cancel-confirm"
      aria-labelledby="meeting-cancel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && step === 'confirming') keep()
      }}
    >
      <h3 id="meeting-cancel-title" ref={question} tabIndex={-1}>
        {t('meet.cancel.question', { when })}
      </h3>
      <p>{t('meet.cancel.explain')}</p>
      {error !== null && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="journey-actions">
        <button
          type="button"
          className="button button-danger"
          aria-busy={step === 'cancelling' || undefined}
          onClick={() => {
            if (step === 'confirming') void cancel()
          }}
        >
          {step === 'cancelling' ? t('meet.cancel.cancelling') : t('meet.cancel.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={keep} disabled={step === 'cancelling'}>
          {t('meet.cancel.keep')}
        </button>
      </div>
    </section>
  )
}
