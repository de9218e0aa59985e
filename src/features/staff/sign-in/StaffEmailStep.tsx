import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { signInEmailSchema } from '../../../contract/validation/schemas'
import { FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../../forms'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { usePageLocale } from '../../../routing/usePageLocale'
import { STAFF_SIGN_IN_HEADING_ID } from './heading-id'
import { localizeSignInErrors } from './sign-in-errors'
import { RequestStaffSignInCodeMutation } from './staff-sign-in-operations'
import { useDescribeStaffSignInError } from './useDescribeStaffSignInError'

interface StaffEmailStepProps {
  readonly initialEmail: string
  /** The code is on its way to this (trimmed) address. */
  readonly onSent: (email: string) => void
  /** Back from the code step ("use another address"): the address is what to change. */
  readonly focusOnMount?: boolean
}

/** Step 1: the staff member's e-mail address; the API e-mails a code if it belongs to the organization's staff (and says nothing either way). */
export function StaffEmailStep({ initialEmail, onSent, focusOnMount = false }: StaffEmailStepProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, requestCode] = useMutation(RequestStaffSignInCodeMutation)
  const idempotency = useIdempotencyKey()
  const describeSubmitError = useDescribeStaffSignInError()

  const onSubmit = useCallback(
    async (values: { email: string }) => {
      const email = values.email.trim()
      const result = await requestCode({ email, locale, idempotencyKey: idempotency.keyFor({ email, locale }) })
      const payload = payloadOrThrow(result.data?.requestSignInCode, result.error)
      if (!payload.sent && payload.fieldErrors.length === 0) throw new Error('No code was sent')
      return { ...payload, fieldErrors: localizeSignInErrors(payload.fieldErrors) }
    },
    [requestCode, locale, idempotency],
  )
  const onSuccess = useCallback(
    (_payload: unknown, values: { email: string }) => {
      idempotency.renew()
      onSent(values.email.trim())
    },
    [idempotency, onSent],
  )
  const form = useForm({ id: 'staff-sign-in', initialValues: { email: initialEmail }, schema: signInEmailSchema, onSubmit, onSuccess, describeSubmitError })
  const emailId = form.field('email').id
  useEffect(() => {
    if (focusOnMount) document.getElementById(emailId)?.focus()
  }, [focusOnMount, emailId])

  return (
    <form {...form.formProps} className="area-form" aria-labelledby={STAFF_SIGN_IN_HEADING_ID}>
      <h2 id={STAFF_SIGN_IN_HEADING_ID} tabIndex={-1}>
        {t('staffConsole.signIn.heading')}
      </h2>
      <p className="area-lead">{t('staffConsole.signIn.emailIntro')}</p>
      <FormErrorSummary form={form} />
      <TextField field={form.field('email')} type="email" autoComplete="email" inputMode="email" />
      <SubmitButton submitting={form.submitting} submittingText={t('staffConsole.signIn.sending')}>
        {t('staffConsole.signIn.sendCode')}
      </SubmitButton>
    </form>
  )
}
