import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../../forms'
import { signInEmailSchema } from '../../../contract/validation/schemas'
import { usePageLocale } from '../../../routing/usePageLocale'
import { localizeFieldErrors, payloadOrThrow } from '../shared/field-errors'
import { RequestSignInCodeMutation } from './sign-in-operations'
import { useDescribeSignInError } from './useDescribeSignInError'

interface EmailStepProps {
  readonly initialEmail: string
  /** The code is on its way to this (trimmed) address. */
  readonly onSent: (email: string) => void
  /** Back from the code step ("use another address"): the address is what to change. */
  readonly focusOnMount?: boolean
}

/** Step 1: the ambassador's email address; the API emails a 6-digit code. */
export function EmailStep({ initialEmail, onSent, focusOnMount = false }: EmailStepProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, requestCode] = useMutation(RequestSignInCodeMutation)
  const idempotency = useIdempotencyKey()
  const describeSubmitError = useDescribeSignInError()

  const onSubmit = useCallback(
    async (values: { email: string }) => {
      const email = values.email.trim()
      const result = await requestCode({ email, locale, idempotencyKey: idempotency.keyFor({ email, locale }) })
      const payload = payloadOrThrow(result.data?.requestSignInCode, result.error)
      if (!payload.sent && payload.fieldErrors.length === 0) throw new Error('No code was sent')
      return { ...payload, fieldErrors: localizeFieldErrors(payload.fieldErrors) }
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
  const form = useForm({ id: 'ambassador-sign-in', initialValues: { email: initialEmail }, schema: signInEmailSchema, onSubmit, onSuccess, describeSubmitError })
  const emailId = form.field('email').id
  useEffect(() => {
    if (focusOnMount) document.getElementById(emailId)?.focus()
  }, [focusOnMount, emailId])

  return (
    <form {...form.formProps} className="area-form" aria-labelledby="ambassador-sign-in-heading">
      <h2 id="ambassador-sign-in-heading" tabIndex={-1}>
        {t('ambassadorsArea.signIn.heading')}
      </h2>
      <p className="area-lead">{t('ambassadorsArea.signIn.emailIntro')}</p>
      <FormErrorSummary form={form} />
      <TextField field={form.field('email')} type="email" autoComplete="email" inputMode="email" />
      <SubmitButton submitting={form.submitting} submittingText={t('ambassadorsArea.signIn.sending')}>
        {t('ambassadorsArea.signIn.sendCode')}
      </SubmitButton>
    </form>
  )
}
