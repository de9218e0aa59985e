import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { signInEmailSchema } from '../../../contract/validation/schemas'
import { FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../../forms'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { usePageLocale } from '../../../routing/usePageLocale'
import type { SignInArea } from './sign-in-area'
import { RequestSignInCodeMutation } from './sign-in-operations'
import { signInContext } from '../../../graphql/sign-in-credentials'
import { useDescribeSignInError } from './useDescribeSignInError'

interface SignInEmailStepProps {
  readonly area: SignInArea
  readonly initialEmail: string
  /** The code is on its way to this (trimmed) address. */
  readonly onSent: (email: string) => void
  /** Back from the code step ("use another address"): the address is what to change. */
  readonly focusOnMount?: boolean
}

/** Step 1: the e-mail address; the API e-mails a 6-digit code if the address is the audience's (and says nothing either way). */
export function SignInEmailStep({ area, initialEmail, onSent, focusOnMount = false }: SignInEmailStepProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, requestCode] = useMutation(RequestSignInCodeMutation)
  const idempotency = useIdempotencyKey()
  const { audience, localizeErrors, messages } = area
  const describeSubmitError = useDescribeSignInError(messages)

  const onSubmit = useCallback(
    async (values: { email: string }) => {
      const email = values.email.trim()
      const result = await requestCode({ email, locale, idempotencyKey: idempotency.keyFor({ email, locale }), audience }, signInContext())
      const payload = payloadOrThrow(result.data?.requestSignInCode, result.error)
      if (!payload.sent && payload.fieldErrors.length === 0) throw new Error('No code was sent')
      return { ...payload, fieldErrors: localizeErrors(payload.fieldErrors) }
    },
    [requestCode, locale, idempotency, audience, localizeErrors],
  )
  const onSuccess = useCallback(
    (_payload: unknown, values: { email: string }) => {
      idempotency.renew()
      onSent(values.email.trim())
    },
    [idempotency, onSent],
  )
  const form = useForm({ id: area.formId, initialValues: { email: initialEmail }, schema: signInEmailSchema, onSubmit, onSuccess, describeSubmitError })
  const emailId = form.field('email').id
  useEffect(() => {
    if (focusOnMount) document.getElementById(emailId)?.focus()
  }, [focusOnMount, emailId])

  return (
    <form {...form.formProps} className="area-form" aria-labelledby={area.headingId}>
      <h2 id={area.headingId} tabIndex={-1}>
        {t(`${messages}.heading`)}
      </h2>
      <p className="area-lead">{t(`${messages}.emailIntro`)}</p>
      <FormErrorSummary form={form} />
      <TextField field={form.field('email')} type="email" autoComplete="email" inputMode="email" />
      <SubmitButton submitting={form.submitting} submittingText={t(`${messages}.sending`)}>
        {t(`${messages}.sendCode`)}
      </SubmitButton>
    </form>
  )
}
