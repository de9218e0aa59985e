import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { useIdempotencyKey, type FieldBinding } from '../../forms'
import { submitErrorMessage } from '../../forms/messages'
import { usePageLocale } from '../../routing/usePageLocale'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { SLOT_GONE_CODES } from './book-meeting'
import type { ManagedMeeting } from './MeetingDetails'
import { RescheduleMeetingMutation } from './meet-operations'
import { SlotPicker } from './SlotPicker'
import { useSlots } from './useSlots'

interface RescheduleProps {
  readonly token: string
  readonly ambassadorId: string
  readonly name: string
  readonly onRescheduled: (meeting: ManagedMeeting) => void
}

const FIELD_ID = 'reschedule-starts-at'

/**
 * "Change the time" (issue 33): the ambassador's free times in the visitor's
 * zone, then one press moves the call. The new time is a request again; a
 * time someone else took meanwhile is refreshed away with the reason next to
 * the picker; anything else (cancelled meanwhile, started) is said above the
 * buttons. Escape or "Keep the current time" closes it and returns focus.
 */
export function RescheduleMeeting({ token, ambassadorId, name, onRescheduled }: RescheduleProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const close = (): void => {
    setOpen(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  if (!open) {
    return (
      <p className="meeting-reschedule">
        <button ref={opener} type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          {t('meetLater.reschedule.open')}
        </button>
      </p>
    )
  }
  return <RescheduleForm token={token} ambassadorId={ambassadorId} name={name} onRescheduled={onRescheduled} onClose={close} />
}

function RescheduleForm({ token, ambassadorId, name, onRescheduled, onClose }: RescheduleProps & { onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const locale = usePageLocale()
  const client = useClient()
  const slots = useSlots(ambassadorId)
  const idempotency = useIdempotencyKey()
  const heading = useRef<HTMLHeadingElement>(null)
  const firstTime = useRef<HTMLElement | null>(null)
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => heading.current?.focus(), [])

  const field: FieldBinding<string> = {
    name: 'newStartsAt',
    id: FIELD_ID,
    errorId: `${FIELD_ID}-error`,
    hintId: `${FIELD_ID}-hint`,
    label: t('meetLater.reschedule.field'),
    value,
    error: fieldError,
    invalid: fieldError !== null,
    required: true,
    minLength: undefined,
    maxLength: undefined,
    onChange: (next) => {
      setValue(next)
      setFieldError(null)
    },
    onBlur: () => undefined,
    attach: () => undefined,
    attachFocus: (element) => {
      firstTime.current = element
    },
  }

  const submit = async (): Promise<void> => {
    setFormError(null)
    if (value === '' || !slots.starts.has(value)) {
      setFieldError(t('meetLater.reschedule.pickTime'))
      firstTime.current?.focus()
      return
    }
    setBusy(true)
    const variables = { token, startsAt: value }
    const result = await client.mutation(RescheduleMeetingMutation, { ...variables, idempotencyKey: idempotency.keyFor(variables), locale }).toPromise()
    setBusy(false)
    const payload = result.data?.rescheduleMeeting
    if (payload?.meeting && payload.fieldErrors.length === 0) {
      idempotency.renew()
      return onRescheduled(payload.meeting)
    }
    const error = payload?.fieldErrors[0]
    if (error && (SLOT_GONE_CODES.has(error.code) || error.field === 'startsAt')) {
      // The time went while the visitor chose: show the free ones again, the reason next to them.
      setValue('')
      setFieldError(error.message)
      slots.refresh()
      firstTime.current?.focus()
      return
    }
    setFormError(error?.message ?? submitErrorMessage(i18n, result.error))
  }

  return (
    // Escape steps back, like closing a dialog; "Keep the current time" does the same with a press.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="meeting-reschedule-form"
      aria-labelledby="meeting-reschedule-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onClose()
      }}
    >
      <h3 id="meeting-reschedule-title" ref={heading} tabIndex={-1}>
        {t('meetLater.reschedule.title')}
      </h3>
      <p>{t('meetLater.reschedule.explain', { name })}</p>
      {slots.failed && <QueryError message={t('meet.slots.loadError')} onRetry={slots.refresh} />}
      {slots.loading && <LoadingStatus label={t('meet.slots.loading')} />}
      {!slots.loading && !slots.failed && slots.days.length === 0 && <p className="journey-state">{t('meetLater.reschedule.none', { name })}</p>}
      {slots.days.length > 0 && <SlotPicker field={field} days={slots.days} zoneLabel={t('meet.slots.zone', { zone: slots.zoneLabel })} />}
      {formError !== null && (
        <p role="alert" className="field-error">
          {formError}
        </p>
      )}
      <div className="journey-actions">
        {slots.days.length > 0 && (
          <button type="button" className="button" aria-busy={busy || undefined} onClick={() => void (busy ? undefined : submit())}>
            {busy ? t('meetLater.reschedule.submitting') : t('meetLater.reschedule.submit')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          {t('meetLater.reschedule.keep')}
        </button>
      </div>
    </section>
  )
}
