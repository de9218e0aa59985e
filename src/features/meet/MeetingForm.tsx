import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { useOrganizationName } from '../../../layouts/default/useOrganizationName'
import { ConsentFields, FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../forms'
import { PhoneInput } from '../../forms/PhoneInput'
import { usePageLocale } from '../../routing/usePageLocale'
import { track } from '../analytics/track'
import { bookMeeting, EMPTY_MEETING, meetingInput, type BookedMeeting, type BookMeetingResult, type MeetingValues } from './book-meeting'
import { SafeguardedTextArea } from '../safeguarding/SafeguardedFields'
import { CallTypeField } from './CallTypeField'
import { meetingFormSchema } from './meeting-form-schema'
import { SlotsSection } from './SlotsSection'
import { useSlots } from './useSlots'
import { MeetingOptionsQuery } from './meet-operations'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'

export interface Booked {
  readonly meeting: BookedMeeting
  readonly manageToken: string
}

interface MeetingFormProps {
  readonly ambassador: { readonly id: string; readonly firstName: string; readonly meetingMinutes: number; readonly timeZone: string }
  readonly onBooked: (booked: Booked) => void
}

/**
 * Time, call type and the visitor's details. A slot booked by someone else
 * meanwhile (SLOT_TAKEN) gets a message next to the picker and fresh slots;
 * everything typed stays. A failed send keeps everything and retries with
 * the same idempotency key: one meeting, however many retries.
 */
export function MeetingForm({ ambassador, onBooked }: MeetingFormProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const client = useClient()
  const organization = useOrganizationName()
  const slots = useSlots(ambassador.id)
  // Phone calls only where the organization offers them (issue 32: off for new organizations); video until known.
  const options = useBrowserQuery(MeetingOptionsQuery, {}).data
  const phoneCalls = options?.organization.phoneCallsEnabled === true
  const idempotency = useIdempotencyKey('meet')
  const form = useForm<MeetingValues, BookMeetingResult>({
    id: 'meet',
    initialValues: EMPTY_MEETING,
    schema: meetingFormSchema,
    persistKey: 'meet',
    onSubmit: async (values) => {
      const result = await bookMeeting(client, meetingInput(values, ambassador.id, locale, slots.timeZone, idempotency))
      if (result.fieldErrors.some((error) => error.field === 'startsAt')) slots.refresh()
      return result
    },
    onSuccess: (result) => {
      idempotency.renew()
      track('meeting_booked')
      if (result.meeting && result.manageToken) onBooked({ meeting: result.meeting, manageToken: result.manageToken })
    },
  })

  // A remembered time that is no longer offered (a draft for another
  // ambassador, or booked since) is dropped, unless the API just said so:
  // then its message stays until the visitor picks another time.
  const { startsAt } = form.values
  const slotProblem = form.state.serverErrors.startsAt
  const stale = !slots.loading && !slots.failed && startsAt !== '' && !slots.starts.has(startsAt) && !slotProblem
  const { setValue } = form
  const chosen = slots.days.flatMap((day) => day.slots).find((slot) => slot.startsAt === startsAt)
  useEffect(() => {
    if (stale) setValue('startsAt', '', 'update')
  }, [stale, setValue])
  // A draft kept from when phone calls were offered must not ask for a number the form no longer shows.
  const phoneDraftHere = options !== undefined && !phoneCalls && form.values.type === 'PHONE'
  useEffect(() => {
    if (phoneDraftHere) setValue('type', 'VIDEO', 'update')
  }, [phoneDraftHere, setValue])

  return (
    <form {...form.formProps} className="meeting-form" aria-labelledby="meeting-form-title">
      <h2 id="meeting-form-title" className="meet-section-title">
        {t('meet.form.title', { name: ambassador.firstName, minutes: ambassador.meetingMinutes })}
      </h2>
      <FormErrorSummary form={form} />
      <SlotsSection slots={slots} field={form.field('startsAt')} ambassadorId={ambassador.id} name={ambassador.firstName} ambassadorTimeZone={ambassador.timeZone} />
      {phoneCalls && <CallTypeField field={form.field('type')} />}
      <div className="meeting-form-names">
        <TextField field={form.field('firstName')} autoComplete="given-name" />
        <TextField field={form.field('lastName')} autoComplete="family-name" />
      </div>
      <TextField field={form.field('email')} type="email" autoComplete="email" inputMode="email" hint={t('meet.form.emailHint')} />
      {/* A video call asks for no number (issue 32): the field exists only for a phone call. */}
      {phoneCalls && form.values.type === 'PHONE' && <PhoneInput field={form.field('phone')} />}
      <SafeguardedTextArea field={form.field('message')} serverError={form.state.serverErrors.message} rows={4} hint={t('meet.form.messageHint', { name: ambassador.firstName })} />
      <ConsentFields consent={form.field('consent')} organization={organization} />
      {chosen && <p className="meeting-summary">{t('meet.form.summary', { when: chosen.full, minutes: ambassador.meetingMinutes })}</p>}
      <SubmitButton submitting={form.submitting}>{t('meet.form.submit')}</SubmitButton>
    </form>
  )
}
