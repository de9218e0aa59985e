import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_MIN } from '../../../contract/limits'
import { signInCodeSchema } from '../../../contract/validation/schemas'
import { FormErrorSummary, SubmitButton, TextField, useForm, useIdempotencyKey } from '../../../forms'
import type { FieldBinding } from '../../../forms'
import { normalizeCode } from '../../../forms/sign-in-code'
import { payloadOrThrow } from '../../../graphql/result-errors'
import { usePageLocale } from '../../../routing/usePageLocale'
import type { SignInArea } from './sign-in-area'
import { RequestSignInCodeMutation, SignInMutation } from './sign-in-operations'
import { signInContext } from '../../../graphql/sign-in-credentials'
import { useDescribeSignInError } from './useDescribeSignInError'

const codeSchema = { code: signInCodeSchema.code }

interface SignInCodeStepProps {
  readonly area: SignInArea
  readonly email: string
  readonly onChangeEmail: () => void
}

/** Step 2: the code from the e-mail; on success the token goes to the area's session (its own cookie). */
export function SignInCodeStep({ area, email, onChangeEmail }: SignInCodeStepProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [, signIn] = useMutation(SignInMutation)
  const [resendState, resend] = useMutation(RequestSignInCodeMutation)
  const resendKey = useIdempotencyKey()
  const [resent, setResent] = useState<string | null>(null)
  const { audience, localizeErrors, remember, signedIn, messages } = area
  const describeSubmitError = useDescribeSignInError(messages, 'code')
  const describeResendError = useDescribeSignInError(messages, 'email')

  const onSubmit = useCallback(
    async (values: { code: string }) => {
      const result = await signIn({ email, code: normalizeCode(values.code), audience }, signInContext())
      const payload = payloadOrThrow(result.data?.signIn, result.error)
      return { ...payload, fieldErrors: localizeErrors(payload.fieldErrors) }
    },
    [signIn, email, audience, localizeErrors],
  )
  const onSuccess = useCallback(
    (payload: { token?: string | null }) => {
      if (!payload.token) return
      remember('pending-email', null)
      remember('last-email', email)
      signedIn(payload.token)
    },
    [email, remember, signedIn],
  )
  const form = useForm({ id: `${area.formId}-code`, initialValues: { code: '' }, schema: codeSchema, onSubmit, onSuccess, describeSubmitError })
  const raw = form.field('code')
  const codeField: FieldBinding<string> = { ...raw, onChange: (value, trigger) => raw.onChange(normalizeCode(value), trigger) }

  // Arriving on this step, the next thing to do is typing the code.
  useEffect(() => {
    document.getElementById(raw.id)?.focus()
  }, [raw.id])

  const sendAgain = async (): Promise<void> => {
    setResent(null)
    const result = await resend({ email, locale, idempotencyKey: resendKey.key, audience }, signInContext())
    const payload = result.data?.requestSignInCode
    if (payload?.sent) {
      resendKey.renew()
      form.reset()
      setResent(t(`${messages}.resent`, { email }))
    } else if (payload && payload.fieldErrors.length > 0) form.setServerErrors(localizeErrors(payload.fieldErrors))
    else setResent(describeResendError(result.error) ?? t(`${messages}.failed`))
  }

  return (
    <form {...form.formProps} className="area-form" aria-labelledby={area.headingId}>
      <h2 id={area.headingId} tabIndex={-1}>
        {t(`${messages}.codeHeading`)}
      </h2>
      <p className="area-lead">{t(`${messages}.codeSent`, { email, minutes: SIGN_IN_CODE_TTL_MIN })}</p>
      <FormErrorSummary form={form} />
      <TextField
        field={codeField}
        label={t(`${messages}.codeLabel`)}
        hint={t(`${messages}.codeHint`)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE_LENGTH + 2}
        className="area-code-field"
      />
      <div className="area-actions">
        <SubmitButton submitting={form.submitting} submittingText={t(`${messages}.signingIn`)}>
          {t(`${messages}.submit`)}
        </SubmitButton>
        <button type="button" className="button button-secondary" onClick={() => void sendAgain()} aria-busy={resendState.fetching || undefined} disabled={resendState.fetching}>
          {t(`${messages}.resend`)}
        </button>
        <button type="button" className="area-link-button" onClick={onChangeEmail}>
          {t(`${messages}.otherEmail`)}
        </button>
      </div>
      <p className="area-status" role="status">
        {resent}
      </p>
    </form>
  )
}
